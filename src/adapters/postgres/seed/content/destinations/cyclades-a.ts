import type { SeedDestination } from '../types.ts';

export const CYCLADES_A: SeedDestination[] = [
  {
    key: 'santorini',
    portCodes: ['JTR'],
    region: 'cyclades',
    coordinates: { lat: 36.4167, lng: 25.4318 },
    illustration: {
      scene: 'cliffs',
      palette: { sky: '#f6c48f', sea: '#1f5f8b', land: '#8c4a3b', accent: '#f4f1ea' },
    },
    related: ['ios', 'naxos', 'heraklion', 'folegandros'],
    text: {
      el: {
        slug: 'santorini',
        title: 'Σαντορίνη: ακτοπλοϊκά εισιτήρια και οδηγός ταξιδιού',
        metaDescription:
          'Ακτοπλοϊκά εισιτήρια για Σαντορίνη από Πειραιά, Ραφήνα, Ηράκλειο και Κυκλάδες. Διάρκεια ταξιδιού, λιμάνι Αθηνιός και χρήσιμες συμβουλές.',
        summary:
          'Το ηφαίστειο, η καλντέρα και τα λευκά χωριά στην άκρη του γκρεμού. Πλοία όλο τον χρόνο από Πειραιά και πυκνά δρομολόγια από Κρήτη και Κυκλάδες.',
        body: `Η Σαντορίνη (Θήρα) είναι ό,τι απέμεινε από ένα ηφαίστειο που εξερράγη γύρω στο 1600 π.Χ. Η καλντέρα, με τα απότομα βράχια των 300 μέτρων, τα χωριά Φηρά, Ημεροβίγλι και Οία πάνω στο χείλος και οι παραλίες με μαύρη και κόκκινη άμμο την κάνουν ένα από τα πιο αναγνωρίσιμα τοπία της Μεσογείου. Αξίζει να δείτε τον προϊστορικό οικισμό του Ακρωτηρίου, να περπατήσετε το μονοπάτι Φηρά–Οία και να δοκιμάσετε τα τοπικά κρασιά από ασύρτικο.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στο νέο λιμάνι του **Αθηνιού**, περίπου 10 χλμ. νότια από τα Φηρά. Από τον **Πειραιά** το συμβατικό πλοίο χρειάζεται περίπου 7 έως 8 ώρες, ενώ τα ταχύπλοα κάνουν τη διαδρομή σε περίπου 5 ώρες. Καλοκαίρι υπάρχουν και ταχύπλοα από τη **Ραφήνα** μέσω Μυκόνου, Πάρου και Νάξου. Από το **Ηράκλειο** το ταχύπλοο φτάνει σε περίπου 2 ώρες, οπότε ο συνδυασμός Κρήτης και Σαντορίνης είναι εύκολος. Η Ίος απέχει λιγότερο από μία ώρα με ταχύπλοο, ενώ υπάρχουν συνδέσεις και με Φολέγανδρο, Σίκινο, Ανάφη και Θηρασιά.

### Πότε να πάτε

Η καλύτερη περίοδος είναι από τα τέλη Απριλίου ως τον Ιούνιο και τον Σεπτέμβριο με τον Οκτώβριο: η θάλασσα είναι ζεστή, τα δρομολόγια πολλά και ο κόσμος λιγότερος. Τον Ιούλιο και τον Αύγουστο το νησί είναι πολύ γεμάτο και τα μελτέμια μπορεί να επηρεάσουν τα μικρότερα ταχύπλοα. Τον χειμώνα η σύνδεση με τον Πειραιά συνεχίζεται με συμβατικά πλοία.

### Χρήσιμες συμβουλές

- Ο δρόμος από τον Αθηνιό ανεβαίνει με στροφές και γεμίζει όταν φτάνουν πλοία: κλείστε μεταφορά ή υπολογίστε τα λεωφορεία του ΚΤΕΛ, και φτάστε στο λιμάνι τουλάχιστον μία ώρα πριν την αναχώρηση.
- Αν ταξιδεύετε με αυτοκίνητο τον Αύγουστο, κλείστε θέση γκαράζ νωρίς.
- Για το ηλιοβασίλεμα, η Οία είναι η γνωστή επιλογή· το Ημεροβίγλι και ο φάρος στο Ακρωτήρι είναι πιο ήσυχες εναλλακτικές.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από τον Πειραιά στη Σαντορίνη;',
            answer:
              'Περίπου 7 με 8 ώρες με συμβατικό πλοίο και περίπου 5 ώρες με ταχύπλοο, ανάλογα με το πλοίο και τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Σε ποιο λιμάνι φτάνουν τα πλοία;',
            answer:
              'Στο λιμάνι του Αθηνιού, νότια από τα Φηρά. Το παλιό λιμάνι των Φηρών κάτω από την καλντέρα εξυπηρετεί μόνο κρουαζιερόπλοια και καραβάκια.',
          },
          {
            question: 'Μπορώ να πάω με πλοίο από την Κρήτη;',
            answer:
              'Ναι. Από το Ηράκλειο υπάρχουν καθημερινά ταχύπλοα την καλοκαιρινή περίοδο, με διάρκεια περίπου 2 ώρες.',
          },
        ],
      },
      en: {
        slug: 'santorini',
        title: 'Santorini: ferry tickets and travel guide',
        metaDescription:
          'Ferries to Santorini from Piraeus, Rafina, Heraklion and the Cyclades: crossing times, the port of Athinios and practical tips for your trip.',
        summary:
          'A volcanic caldera with white villages on the cliff edge. Ferries all year from Piraeus and frequent summer links with Crete and the Cyclades.',
        body: `Santorini (Thira) is what remains of a volcano that erupted around 1600 BC. The caldera, with its 300-metre cliffs, the villages of Fira, Imerovigli and Oia perched on the rim, and beaches of black and red sand make it one of the most recognisable landscapes in the Mediterranean. Take time for the Bronze Age town of Akrotiri, walk the cliff path from Fira to Oia, and try the local wines made from the Assyrtiko grape.

### Getting there by ferry

Ferries dock at the new port of **Athinios**, about 10 km south of Fira. From **Piraeus** a conventional ferry takes about 7 to 8 hours, while high-speed craft cover the route in about 5 hours. In summer there are also fast ferries from **Rafina**, calling at Mykonos, Paros and Naxos. From **Heraklion** a high-speed ferry takes about 2 hours, which makes it easy to combine Crete and Santorini. Ios is less than an hour away by fast boat, and there are links to Folegandros, Sikinos, Anafi and Thirasia.

### When to go

The best months are late April to June and September to October: the sea is warm, sailings are frequent and the crowds are thinner. July and August are very busy, and the meltemi wind can affect smaller high-speed craft. In winter the island stays connected to Piraeus by conventional ferry.

### Tips

- The road up from Athinios is steep, winding and congested when ships arrive: book a transfer or check the public bus times, and be at the port at least an hour before departure.
- If you travel with a car in August, reserve garage space early.
- Oia is the famous sunset spot; Imerovigli and the lighthouse at Akrotiri are quieter alternatives.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Santorini?',
            answer:
              'About 7 to 8 hours by conventional ferry and about 5 hours by high-speed ferry, depending on the vessel and the number of stops.',
          },
          {
            question: 'Which port do ferries use?',
            answer:
              'The port of Athinios, south of Fira. The old port below Fira serves only cruise tenders and small excursion boats.',
          },
          {
            question: 'Can I reach Santorini by ferry from Crete?',
            answer: 'Yes. In summer there are daily high-speed ferries from Heraklion, taking about 2 hours.',
          },
        ],
      },
      de: {
        slug: 'santorini',
        title: 'Santorini: Fährtickets und Reiseinfos',
        metaDescription:
          'Fähren nach Santorini ab Piräus, Rafina, Heraklion und den Kykladen: Überfahrtsdauer, Hafen Athinios und praktische Tipps für Ihre Reise.',
        summary:
          'Eine vulkanische Caldera mit weißen Dörfern an der Steilküste. Fähren ganzjährig ab Piräus, im Sommer häufig ab Kreta und den Kykladen.',
        body: `Santorini (Thira) ist der Rest eines Vulkans, der um 1600 v. Chr. ausbrach. Die Caldera mit ihren bis zu 300 Meter hohen Steilwänden, die Orte Fira, Imerovigli und Oia direkt an der Abbruchkante und die Strände mit schwarzem und rotem Sand machen die Insel zu einer der bekanntesten Landschaften des Mittelmeers. Nehmen Sie sich Zeit für die bronzezeitliche Ausgrabung von Akrotiri, wandern Sie auf dem Kraterrandweg von Fira nach Oia und probieren Sie die Weine aus der Assyrtiko-Traube.

### Anreise mit der Fähre

Die Fähren legen im neuen Hafen **Athinios** an, etwa 10 km südlich von Fira. Ab **Piräus** braucht eine konventionelle Fähre rund 7 bis 8 Stunden, Schnellfähren schaffen die Strecke in etwa 5 Stunden. Im Sommer fahren außerdem Schnellboote ab **Rafina** über Mykonos, Paros und Naxos. Ab **Heraklion** sind Sie mit dem Schnellboot in etwa 2 Stunden da – Kreta und Santorini lassen sich also leicht verbinden. Ios liegt weniger als eine Stunde entfernt, dazu kommen Verbindungen nach Folegandros, Sikinos, Anafi und Thirasia.

### Beste Reisezeit

Am schönsten ist es von Ende April bis Juni sowie im September und Oktober: Das Meer ist warm, es gibt viele Abfahrten und weniger Andrang. Juli und August sind sehr voll, und der Meltemi kann kleinere Schnellboote beeinträchtigen. Im Winter bleibt die Insel per konventioneller Fähre mit Piräus verbunden.

### Tipps

- Die Serpentinenstraße von Athinios ist eng und bei Schiffsankünften verstopft: Buchen Sie einen Transfer oder prüfen Sie die Busfahrzeiten und seien Sie mindestens eine Stunde vor Abfahrt am Hafen.
- Wer im August mit dem Auto reist, sollte den Garagenplatz früh reservieren.
- Oia ist der bekannteste Ort für den Sonnenuntergang; Imerovigli und der Leuchtturm von Akrotiri sind ruhiger.`,
        faq: [
          {
            question: 'Wie lange dauert die Überfahrt von Piräus nach Santorini?',
            answer:
              'Etwa 7 bis 8 Stunden mit der konventionellen Fähre und rund 5 Stunden mit der Schnellfähre, je nach Schiff und Zwischenstopps.',
          },
          {
            question: 'In welchem Hafen kommen die Fähren an?',
            answer:
              'Im Hafen Athinios südlich von Fira. Der alte Hafen unterhalb von Fira dient nur Tenderbooten von Kreuzfahrtschiffen und Ausflugsbooten.',
          },
          {
            question: 'Gibt es eine Fähre von Kreta nach Santorini?',
            answer:
              'Ja. Im Sommer fahren täglich Schnellfähren ab Heraklion, die Fahrt dauert etwa 2 Stunden.',
          },
        ],
      },
      es: {
        slug: 'santorini',
        title: 'Santorini: billetes de ferry y guía de viaje',
        metaDescription:
          'Ferris a Santorini desde El Pireo, Rafina, Heraklion y las Cícladas: duración de la travesía, el puerto de Athinios y consejos prácticos.',
        summary:
          'Una caldera volcánica con pueblos blancos al borde del acantilado. Ferris todo el año desde El Pireo y conexiones frecuentes con Creta en verano.',
        body: `Santorini (Thira) es lo que queda de un volcán que entró en erupción hacia el año 1600 a. C. La caldera, con acantilados de 300 metros, los pueblos de Fira, Imerovigli y Oia asomados al borde y las playas de arena negra y roja la convierten en uno de los paisajes más reconocibles del Mediterráneo. Reserve tiempo para el yacimiento de la Edad del Bronce de Akrotiri, recorra a pie el sendero de Fira a Oia y pruebe los vinos de uva assyrtiko.

### Cómo llegar en ferry

Los barcos atracan en el puerto nuevo de **Athinios**, unos 10 km al sur de Fira. Desde **El Pireo** un ferry convencional tarda entre 7 y 8 horas, y los barcos rápidos hacen el trayecto en unas 5 horas. En verano también salen ferris rápidos desde **Rafina** con escalas en Mykonos, Paros y Naxos. Desde **Heraklion** el barco rápido tarda unas 2 horas, así que combinar Creta y Santorini resulta sencillo. Ios está a menos de una hora en barco rápido y hay conexiones con Folegandros, Sikinos, Anafi y Thirasia.

### Cuándo ir

Los mejores meses son de finales de abril a junio y septiembre y octubre: el mar está templado, hay muchas salidas y menos gente. Julio y agosto son muy concurridos y el meltemi puede afectar a los barcos rápidos más pequeños. En invierno la isla sigue conectada con El Pireo mediante ferris convencionales.

### Consejos

- La carretera que sube desde Athinios es empinada y se satura cuando llegan los barcos: reserve un traslado o consulte los horarios del autobús y esté en el puerto al menos una hora antes de la salida.
- Si viaja con coche en agosto, reserve la plaza de garaje con antelación.
- Oia es el lugar clásico para la puesta de sol; Imerovigli y el faro de Akrotiri son alternativas más tranquilas.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Santorini?',
            answer:
              'Unas 7 u 8 horas en ferry convencional y unas 5 horas en barco rápido, según el buque y las escalas.',
          },
          {
            question: '¿A qué puerto llegan los ferris?',
            answer:
              'Al puerto de Athinios, al sur de Fira. El puerto viejo bajo Fira solo lo usan las lanchas de los cruceros y los barcos de excursión.',
          },
          {
            question: '¿Se puede ir en ferry desde Creta?',
            answer:
              'Sí. En verano hay barcos rápidos diarios desde Heraklion, con una duración de unas 2 horas.',
          },
        ],
      },
      fr: {
        slug: 'santorin',
        title: 'Santorin : billets de ferry et guide de voyage',
        metaDescription:
          'Ferries pour Santorin depuis Le Pirée, Rafina, Héraklion et les Cyclades : durées de traversée, port d’Athinios et conseils pratiques.',
        summary:
          'Une caldeira volcanique et des villages blancs au bord de la falaise. Ferries toute l’année depuis Le Pirée, liaisons fréquentes avec la Crète en été.',
        body: `Santorin (Thira) est ce qui reste d’un volcan entré en éruption vers 1600 av. J.-C. La caldeira et ses falaises de 300 mètres, les villages de Fira, Imerovigli et Oia accrochés à la crête, les plages de sable noir et rouge en font l’un des paysages les plus célèbres de la Méditerranée. Prenez le temps de visiter le site de l’âge du bronze d’Akrotiri, de suivre le sentier de crête de Fira à Oia et de goûter les vins d’assyrtiko.

### Y aller en ferry

Les navires accostent au nouveau port d’**Athinios**, à environ 10 km au sud de Fira. Depuis **Le Pirée**, un ferry classique met environ 7 à 8 heures ; les navires rapides font le trajet en 5 heures environ. En été, des ferries rapides partent aussi de **Rafina** via Mykonos, Paros et Naxos. Depuis **Héraklion**, le rapide met environ 2 heures : combiner la Crète et Santorin est donc facile. Ios est à moins d’une heure en bateau rapide, et des liaisons existent vers Folégandros, Sikinos, Anafi et Thirassia.

### Quand partir

La meilleure période va de fin avril à juin, puis de septembre à octobre : la mer est bonne, les départs nombreux et la foule moins dense. Juillet et août sont très fréquentés, et le meltem peut perturber les plus petits navires rapides. En hiver, l’île reste reliée au Pirée par des ferries classiques.

### Conseils

- La route en lacets qui monte d’Athinios est vite saturée à l’arrivée des navires : réservez un transfert ou vérifiez les horaires des bus, et soyez au port au moins une heure avant le départ.
- Si vous voyagez en voiture en août, réservez tôt votre place au garage.
- Oia est le lieu le plus connu pour le coucher de soleil ; Imerovigli et le phare d’Akrotiri sont plus calmes.`,
        faq: [
          {
            question: 'Combien de temps dure la traversée Le Pirée – Santorin ?',
            answer:
              'Environ 7 à 8 heures en ferry classique et environ 5 heures en navire rapide, selon le bateau et les escales.',
          },
          {
            question: 'Dans quel port arrivent les ferries ?',
            answer:
              'Au port d’Athinios, au sud de Fira. Le vieux port sous Fira n’accueille que les navettes des paquebots et les bateaux d’excursion.',
          },
          {
            question: 'Peut-on rejoindre Santorin en ferry depuis la Crète ?',
            answer:
              'Oui. En été, des navires rapides partent chaque jour d’Héraklion ; la traversée dure environ 2 heures.',
          },
        ],
      },
      it: {
        slug: 'santorini',
        title: 'Santorini: biglietti traghetto e guida di viaggio',
        metaDescription:
          'Traghetti per Santorini da Pireo, Rafina, Heraklion e dalle Cicladi: durata della traversata, il porto di Athinios e consigli pratici.',
        summary:
          'Una caldera vulcanica con villaggi bianchi sul ciglio della scogliera. Traghetti tutto l’anno dal Pireo e collegamenti frequenti con Creta in estate.',
        body: `Santorini (Thira) è ciò che resta di un vulcano esploso intorno al 1600 a.C. La caldera con le sue pareti di 300 metri, i villaggi di Fira, Imerovigli e Oia affacciati sul bordo e le spiagge di sabbia nera e rossa ne fanno uno dei paesaggi più riconoscibili del Mediterraneo. Trova il tempo per il sito dell’età del bronzo di Akrotiri, percorri a piedi il sentiero da Fira a Oia e assaggia i vini di uva assyrtiko.

### Come arrivare in traghetto

I traghetti attraccano al porto nuovo di **Athinios**, circa 10 km a sud di Fira. Dal **Pireo** un traghetto convenzionale impiega circa 7-8 ore, mentre le unità veloci coprono la tratta in circa 5 ore. In estate partono anche traghetti veloci da **Rafina** con scalo a Mykonos, Paros e Naxos. Da **Heraklion** il veloce impiega circa 2 ore, quindi è facile abbinare Creta e Santorini. Ios è a meno di un’ora di aliscafo e ci sono collegamenti con Folegandros, Sikinos, Anafi e Thirasia.

### Quando andare

Il periodo migliore va da fine aprile a giugno e da settembre a ottobre: il mare è caldo, le partenze sono tante e c’è meno folla. Luglio e agosto sono molto affollati e il meltemi può creare problemi ai mezzi veloci più piccoli. In inverno l’isola resta collegata al Pireo con traghetti convenzionali.

### Consigli

- La strada a tornanti che sale da Athinios si intasa all’arrivo delle navi: prenota un transfer o controlla gli orari degli autobus e arriva al porto almeno un’ora prima della partenza.
- Se viaggi in auto ad agosto, prenota presto il posto in garage.
- Oia è il punto più famoso per il tramonto; Imerovigli e il faro di Akrotiri sono alternative più tranquille.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Santorini?',
            answer:
              'Circa 7-8 ore con il traghetto convenzionale e circa 5 ore con il veloce, a seconda della nave e degli scali.',
          },
          {
            question: 'In quale porto arrivano i traghetti?',
            answer:
              'Al porto di Athinios, a sud di Fira. Il porto vecchio sotto Fira serve solo le lance delle navi da crociera e le barche per le escursioni.',
          },
          {
            question: 'Si può arrivare a Santorini in traghetto da Creta?',
            answer:
              'Sì. In estate ci sono traghetti veloci giornalieri da Heraklion, con una durata di circa 2 ore.',
          },
        ],
      },
      sq: {
        slug: 'santorini',
        title: 'Santorini: bileta trageti dhe udhëzues udhëtimi',
        metaDescription:
          'Tragete për në Santorini nga Pireu, Rafina, Herakliona dhe Ciklade: kohëzgjatja e udhëtimit, porti i Athiniosit dhe këshilla praktike.',
        summary:
          'Një kalderë vullkanike me fshatra të bardhë buzë shkëmbinjve. Tragete gjatë gjithë vitit nga Pireu dhe lidhje të shpeshta me Kretën në verë.',
        body: `Santorini (Thira) është ajo që mbeti nga një vullkan që shpërtheu rreth vitit 1600 p.e.s. Kaldera me shkëmbinj 300 metra të lartë, fshatrat Fira, Imerovigli dhe Oia të ndërtuar mbi buzë dhe plazhet me rërë të zezë e të kuqe e bëjnë atë një nga peizazhet më të njohura të Mesdheut. Gjeni kohë për vendbanimin e epokës së bronzit në Akrotiri, ecni në shtegun nga Fira në Oia dhe provoni verërat nga rrushi asirtiko.

### Si të shkoni me traget

Tragetet ankorohen në portin e ri të **Athiniosit**, rreth 10 km në jug të Firës. Nga **Pireu** një traget konvencional udhëton rreth 7 deri në 8 orë, ndërsa mjetet e shpejta e bëjnë rrugën për rreth 5 orë. Në verë ka edhe tragete të shpejta nga **Rafina**, me ndalesa në Mikonos, Paros dhe Naksos. Nga **Herakliona** tragetit të shpejtë i duhen rreth 2 orë, prandaj Kreta dhe Santorini kombinohen lehtë. Iosi është më pak se një orë larg me mjet të shpejtë dhe ka lidhje me Folegandrosin, Sikinosin, Anafin dhe Thirasian.

### Kur të shkoni

Muajt më të mirë janë nga fundi i prillit deri në qershor, si dhe shtatori e tetori: deti është i ngrohtë, nisjet të shumta dhe turma më e vogël. Korriku dhe gushti janë shumë të mbushur, ndërsa era meltemi mund të ndikojë te mjetet e shpejta më të vogla. Në dimër ishulli mbetet i lidhur me Pireun me tragete konvencionale.

### Këshilla

- Rruga me kthesa nga Athiniosi bllokohet kur mbërrijnë anijet: rezervoni një transferim ose kontrolloni oraret e autobusit dhe jini në port të paktën një orë para nisjes.
- Nëse udhëtoni me makinë në gusht, rezervoni herët vendin në garazh.
- Oia është vendi më i njohur për perëndimin e diellit; Imerovigli dhe fari i Akrotirit janë alternativa më të qeta.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Santorini?',
            answer:
              'Rreth 7 deri në 8 orë me traget konvencional dhe rreth 5 orë me mjet të shpejtë, sipas anijes dhe ndalesave.',
          },
          {
            question: 'Në cilin port mbërrijnë tragetet?',
            answer:
              'Në portin e Athiniosit, në jug të Firës. Porti i vjetër poshtë Firës shërben vetëm për varkat e anijeve turistike dhe ekskursionet.',
          },
          {
            question: 'A mund të shkoj në Santorini me traget nga Kreta?',
            answer: 'Po. Në verë ka tragete të shpejta çdo ditë nga Herakliona, me kohëzgjatje rreth 2 orë.',
          },
        ],
      },
    },
  },
  {
    key: 'mykonos',
    portCodes: ['JMK'],
    region: 'cyclades',
    coordinates: { lat: 37.4467, lng: 25.3289 },
    illustration: {
      scene: 'island-village',
      palette: { sky: '#bfe3f5', sea: '#1c6ea4', land: '#e9e2d3', accent: '#c8102e' },
    },
    related: ['tinos', 'paros', 'naxos', 'syros'],
    text: {
      el: {
        slug: 'mykonos',
        title: 'Μύκονος: πλοία, λιμάνια και οδηγός ταξιδιού',
        metaDescription:
          'Εισιτήρια πλοίου για Μύκονο από Πειραιά και Ραφήνα, συνδέσεις με Τήνο, Πάρο, Νάξο και Σαντορίνη, διάρκεια ταξιδιού και πρακτικές συμβουλές.',
        summary:
          'Ανεμόμυλοι, η Μικρή Βενετία και ζωντανές παραλίες, με την αρχαία Δήλο απέναντι. Πλοία όλο τον χρόνο από Πειραιά και Ραφήνα.',
        body: `Η Μύκονος είναι γνωστή για τη Χώρα με τα στενά ασβεστωμένα σοκάκια, τους ανεμόμυλους στο Κάτω Μύλοι, τη Μικρή Βενετία με τα σπίτια πάνω στο κύμα και τις παραλίες της νότιας ακτής, όπως ο Ψαρρού, η Πλατύς Γιαλός και η Ελιά. Από το παλιό λιμάνι φεύγουν καραβάκια για τη **Δήλο**, το νησί-αρχαιολογικό χώρο που κατά τη μυθολογία είναι η γενέτειρα του Απόλλωνα και της Άρτεμης. Το νησί έχει έντονη νυχτερινή ζωή το καλοκαίρι, αλλά στον βορρά, στην Άνω Μερά και στην Αγία Άννα, βρίσκει κανείς και πιο ήρεμες γωνιές.

### Πώς θα φτάσετε με πλοίο

Τα περισσότερα πλοία δένουν στο **νέο λιμάνι του Τούρλου**, περίπου 2 χλμ. βόρεια της Χώρας· θαλάσσιο ταξί και λεωφορεία συνδέουν το λιμάνι με την πόλη. Από τον **Πειραιά** το συμβατικό πλοίο κάνει περίπου 4,5 με 5,5 ώρες και το ταχύπλοο περίπου 2,5 με 3 ώρες. Από τη **Ραφήνα**, που είναι πιο κοντά στο αεροδρόμιο της Αθήνας, τα συμβατικά πλοία μέσω Άνδρου και Τήνου φτάνουν σε περίπου 4 ώρες και τα ταχύπλοα σε περίπου 2 ώρες. Η Τήνος απέχει μόλις 15 με 30 λεπτά, ενώ Πάρος, Νάξος και Σαντορίνη συνδέονται καθημερινά το καλοκαίρι.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος και ο Σεπτέμβριος είναι οι πιο ισορροπημένοι μήνες. Τον Ιούλιο και τον Αύγουστο φυσάει συχνά το μελτέμι, που μπορεί να καθυστερήσει ή να ακυρώσει δρομολόγια μικρών ταχυπλόων. Τον χειμώνα υπάρχουν καθημερινές συνδέσεις με Ραφήνα και Πειραιά, αλλά πολλά καταστήματα είναι κλειστά.

### Χρήσιμες συμβουλές

- Ελέγξτε στο εισιτήριο από ποιο λιμάνι φεύγει το πλοίο σας: κάποια σκάφη χρησιμοποιούν ακόμα το παλιό λιμάνι.
- Τον Αύγουστο κλείστε εισιτήρια και ξενοδοχείο εβδομάδες νωρίτερα.
- Για τη Δήλο, πηγαίνετε με το πρώτο καραβάκι το πρωί· ο χώρος είναι κλειστός τις Δευτέρες σε κάποιες περιόδους, οπότε ελέγξτε το ωράριο.`,
        faq: [
          {
            question: 'Από ποιο λιμάνι της Αθήνας είναι καλύτερα να φύγω για Μύκονο;',
            answer:
              'Η Ραφήνα είναι πιο κοντά στο αεροδρόμιο και τα πλοία της φτάνουν λίγο πιο γρήγορα. Ο Πειραιάς έχει περισσότερες επιλογές και είναι πιο εύκολος αν μένετε στο κέντρο.',
          },
          {
            question: 'Πόση ώρα είναι το ταξίδι από Πειραιά;',
            answer: 'Περίπου 4,5 με 5,5 ώρες με συμβατικό πλοίο και περίπου 2,5 με 3 ώρες με ταχύπλοο.',
          },
          {
            question: 'Μπορώ να κάνω ημερήσια εκδρομή στη Δήλο;',
            answer:
              'Ναι. Καραβάκια φεύγουν από το παλιό λιμάνι της Χώρας αρκετές φορές την ημέρα από την άνοιξη ως το φθινόπωρο και η διαδρομή διαρκεί περίπου 30 λεπτά.',
          },
        ],
      },
      en: {
        slug: 'mykonos',
        title: 'Mykonos: ferries, ports and travel guide',
        metaDescription:
          'Ferry tickets to Mykonos from Piraeus and Rafina, links with Tinos, Paros, Naxos and Santorini, crossing times and practical tips.',
        summary:
          'Windmills, Little Venice and lively beaches, with ancient Delos just offshore. Ferries all year from Piraeus and Rafina.',
        body: `Mykonos is known for Chora, its maze of whitewashed lanes, the windmills of Kato Mili, Little Venice with houses built right over the water, and the beaches of the south coast such as Psarou, Platys Gialos and Elia. Boats leave the old harbour for **Delos**, an island-wide archaeological site that myth names as the birthplace of Apollo and Artemis. Summer nightlife is intense, but the north of the island, around Ano Mera and Agia Anna, still has quieter corners.

### Getting there by ferry

Most ferries dock at the **new port of Tourlos**, about 2 km north of Chora; sea taxis and buses run into town. From **Piraeus** a conventional ferry takes about 4.5 to 5.5 hours and a high-speed ferry about 2.5 to 3 hours. From **Rafina**, closer to Athens airport, conventional ferries via Andros and Tinos take about 4 hours and high-speed craft about 2 hours. Tinos is only 15 to 30 minutes away, and Paros, Naxos and Santorini are linked daily in summer.

### When to go

May, June and September are the most balanced months. In July and August the meltemi often blows, which can delay or cancel sailings of small high-speed craft. In winter there are daily links with Rafina and Piraeus, though many shops and restaurants close.

### Tips

- Check on your ticket which harbour your ship uses: some vessels still call at the old port.
- For August, book tickets and accommodation weeks ahead.
- For Delos, take the first boat in the morning and check the site's opening days before you go.`,
        faq: [
          {
            question: 'Which Athens port is better for Mykonos?',
            answer:
              'Rafina is closer to the airport and its ferries are slightly faster. Piraeus has more departures and is easier if you stay in central Athens.',
          },
          {
            question: 'How long is the crossing from Piraeus?',
            answer:
              'About 4.5 to 5.5 hours by conventional ferry and about 2.5 to 3 hours by high-speed ferry.',
          },
          {
            question: 'Can I visit Delos as a day trip?',
            answer:
              'Yes. Boats leave the old harbour of Chora several times a day from spring to autumn; the trip takes about 30 minutes.',
          },
        ],
      },
      de: {
        slug: 'mykonos',
        title: 'Mykonos: Fähren, Häfen und Reiseinfos',
        metaDescription:
          'Fährtickets nach Mykonos ab Piräus und Rafina, Verbindungen nach Tinos, Paros, Naxos und Santorini, Fahrzeiten und praktische Tipps.',
        summary:
          'Windmühlen, Klein-Venedig und lebhafte Strände, dazu das antike Delos vor der Küste. Fähren ganzjährig ab Piräus und Rafina.',
        body: `Mykonos ist bekannt für Chora mit seinem Gewirr weiß gekalkter Gassen, die Windmühlen von Kato Mili, Klein-Venedig mit Häusern direkt über dem Wasser und die Strände der Südküste wie Psarou, Platys Gialos und Elia. Vom alten Hafen fahren Boote nach **Delos**, einer Insel, die ganz Ausgrabungsstätte ist und laut Mythos Geburtsort von Apollon und Artemis. Im Sommer ist das Nachtleben intensiv, doch im Norden um Ano Mera und Agia Anna findet man noch ruhige Ecken.

### Anreise mit der Fähre

Die meisten Fähren legen im **neuen Hafen Tourlos** an, etwa 2 km nördlich von Chora; Wassertaxis und Busse fahren in den Ort. Ab **Piräus** braucht eine konventionelle Fähre etwa 4,5 bis 5,5 Stunden, eine Schnellfähre etwa 2,5 bis 3 Stunden. Ab **Rafina**, näher am Flughafen Athen, sind konventionelle Fähren über Andros und Tinos rund 4 Stunden unterwegs, Schnellboote etwa 2 Stunden. Tinos liegt nur 15 bis 30 Minuten entfernt, und nach Paros, Naxos und Santorini gibt es im Sommer tägliche Verbindungen.

### Beste Reisezeit

Mai, Juni und September sind die ausgewogensten Monate. Im Juli und August weht oft der Meltemi, der kleine Schnellboote verspäten oder ausfallen lassen kann. Im Winter bestehen tägliche Verbindungen nach Rafina und Piräus, viele Geschäfte und Lokale haben dann aber geschlossen.

### Tipps

- Prüfen Sie auf Ihrem Ticket, welchen Hafen Ihr Schiff nutzt: Manche Schiffe legen noch im alten Hafen an.
- Für August Tickets und Unterkunft mehrere Wochen im Voraus buchen.
- Für Delos das erste Boot am Morgen nehmen und vorher die Öffnungstage der Ausgrabung prüfen.`,
        faq: [
          {
            question: 'Welcher Hafen in Athen ist für Mykonos besser?',
            answer:
              'Rafina liegt näher am Flughafen, die Fähren sind etwas schneller. Piräus bietet mehr Abfahrten und ist praktischer, wenn Sie im Zentrum von Athen wohnen.',
          },
          {
            question: 'Wie lange dauert die Überfahrt ab Piräus?',
            answer:
              'Etwa 4,5 bis 5,5 Stunden mit der konventionellen Fähre und rund 2,5 bis 3 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Kann ich Delos als Tagesausflug besuchen?',
            answer:
              'Ja. Von Frühjahr bis Herbst fahren mehrmals täglich Boote ab dem alten Hafen von Chora; die Fahrt dauert etwa 30 Minuten.',
          },
        ],
      },
      es: {
        slug: 'mykonos',
        title: 'Mykonos: ferris, puertos y guía de viaje',
        metaDescription:
          'Billetes de ferry a Mykonos desde El Pireo y Rafina, conexiones con Tinos, Paros, Naxos y Santorini, duración y consejos prácticos.',
        summary:
          'Molinos, la Pequeña Venecia y playas animadas, con la antigua Delos enfrente. Ferris todo el año desde El Pireo y Rafina.',
        body: `Mykonos es famosa por Chora, su laberinto de callejuelas encaladas, los molinos de Kato Mili, la Pequeña Venecia con casas construidas sobre el agua y las playas de la costa sur, como Psarou, Platys Gialos y Elia. Desde el puerto viejo salen barcos hacia **Delos**, una isla que es en sí misma un yacimiento arqueológico y, según el mito, la cuna de Apolo y Artemisa. La vida nocturna en verano es intensa, pero el norte, en torno a Ano Mera y Agia Anna, conserva rincones tranquilos.

### Cómo llegar en ferry

La mayoría de los barcos atraca en el **puerto nuevo de Tourlos**, a unos 2 km al norte de Chora; hay taxis acuáticos y autobuses al pueblo. Desde **El Pireo** un ferry convencional tarda entre 4,5 y 5,5 horas y uno rápido entre 2,5 y 3 horas. Desde **Rafina**, más cerca del aeropuerto de Atenas, los convencionales con escala en Andros y Tinos tardan unas 4 horas y los rápidos unas 2 horas. Tinos está a solo 15-30 minutos, y en verano hay conexiones diarias con Paros, Naxos y Santorini.

### Cuándo ir

Mayo, junio y septiembre son los meses más equilibrados. En julio y agosto sopla a menudo el meltemi, que puede retrasar o cancelar las salidas de los barcos rápidos pequeños. En invierno hay conexiones diarias con Rafina y El Pireo, aunque muchos comercios cierran.

### Consejos

- Compruebe en su billete desde qué puerto sale su barco: algunos todavía usan el puerto viejo.
- Para agosto, reserve billetes y alojamiento con semanas de antelación.
- Para Delos, tome el primer barco de la mañana y consulte antes los días de apertura del yacimiento.`,
        faq: [
          {
            question: '¿Qué puerto de Atenas conviene más para ir a Mykonos?',
            answer:
              'Rafina está más cerca del aeropuerto y sus barcos son algo más rápidos. El Pireo ofrece más salidas y es más cómodo si se aloja en el centro de Atenas.',
          },
          {
            question: '¿Cuánto dura la travesía desde El Pireo?',
            answer: 'Entre 4,5 y 5,5 horas en ferry convencional y entre 2,5 y 3 horas en ferry rápido.',
          },
          {
            question: '¿Se puede visitar Delos en una excursión de un día?',
            answer:
              'Sí. De primavera a otoño salen barcos varias veces al día desde el puerto viejo de Chora; el trayecto dura unos 30 minutos.',
          },
        ],
      },
      fr: {
        slug: 'mykonos',
        title: 'Mykonos : ferries, ports et guide de voyage',
        metaDescription:
          'Billets de ferry pour Mykonos depuis Le Pirée et Rafina, liaisons avec Tinos, Paros, Naxos et Santorin, durées et conseils pratiques.',
        summary:
          'Moulins, Petite Venise et plages animées, avec l’antique Délos juste en face. Ferries toute l’année depuis Le Pirée et Rafina.',
        body: `Mykonos est connue pour Chora et son dédale de ruelles blanchies à la chaux, les moulins de Kato Mili, la Petite Venise aux maisons bâties au ras de l’eau et les plages de la côte sud comme Psarou, Platys Gialos ou Elia. Depuis le vieux port, des bateaux rejoignent **Délos**, île entièrement classée site archéologique et, selon la mythologie, lieu de naissance d’Apollon et d’Artémis. La vie nocturne estivale est intense, mais le nord, autour d’Ano Mera et d’Agia Anna, garde des coins plus calmes.

### Y aller en ferry

La plupart des navires accostent au **nouveau port de Tourlos**, à environ 2 km au nord de Chora ; bateaux-taxis et bus desservent la ville. Depuis **Le Pirée**, comptez environ 4 h 30 à 5 h 30 en ferry classique et 2 h 30 à 3 h en navire rapide. Depuis **Rafina**, plus proche de l’aéroport d’Athènes, les ferries classiques via Andros et Tinos mettent environ 4 heures et les rapides environ 2 heures. Tinos n’est qu’à 15 à 30 minutes, et Paros, Naxos et Santorin sont desservies chaque jour en été.

### Quand partir

Mai, juin et septembre sont les mois les plus équilibrés. En juillet et août, le meltem souffle souvent et peut retarder ou annuler les départs des petits navires rapides. En hiver, des liaisons quotidiennes subsistent avec Rafina et Le Pirée, mais de nombreux commerces ferment.

### Conseils

- Vérifiez sur votre billet le port utilisé par votre navire : certains accostent encore au vieux port.
- Pour août, réservez billets et hébergement plusieurs semaines à l’avance.
- Pour Délos, prenez le premier bateau du matin et vérifiez les jours d’ouverture du site.`,
        faq: [
          {
            question: 'Quel port d’Athènes choisir pour Mykonos ?',
            answer:
              'Rafina est plus proche de l’aéroport et ses ferries sont un peu plus rapides. Le Pirée offre davantage de départs et convient mieux si vous logez dans le centre d’Athènes.',
          },
          {
            question: 'Combien de temps dure la traversée depuis Le Pirée ?',
            answer: 'Environ 4 h 30 à 5 h 30 en ferry classique et 2 h 30 à 3 h en navire rapide.',
          },
          {
            question: 'Peut-on visiter Délos dans la journée ?',
            answer:
              'Oui. Du printemps à l’automne, des bateaux partent plusieurs fois par jour du vieux port de Chora ; la traversée dure environ 30 minutes.',
          },
        ],
      },
      it: {
        slug: 'mykonos',
        title: 'Mykonos: traghetti, porti e guida di viaggio',
        metaDescription:
          'Biglietti traghetto per Mykonos dal Pireo e da Rafina, collegamenti con Tinos, Paros, Naxos e Santorini, durata e consigli pratici.',
        summary:
          'Mulini a vento, la Piccola Venezia e spiagge vivaci, con l’antica Delo di fronte. Traghetti tutto l’anno dal Pireo e da Rafina.',
        body: `Mykonos è famosa per Chora, il suo labirinto di vicoli imbiancati a calce, i mulini di Kato Mili, la Piccola Venezia con le case costruite sull’acqua e le spiagge della costa sud come Psarou, Platys Gialos ed Elia. Dal porto vecchio partono le barche per **Delo**, isola che è interamente un sito archeologico e, secondo il mito, luogo di nascita di Apollo e Artemide. D’estate la vita notturna è intensa, ma il nord dell’isola, intorno ad Ano Mera e Agia Anna, ha ancora angoli tranquilli.

### Come arrivare in traghetto

La maggior parte dei traghetti attracca al **porto nuovo di Tourlos**, circa 2 km a nord di Chora; taxi d’acqua e autobus portano in paese. Dal **Pireo** un traghetto convenzionale impiega circa 4,5-5,5 ore e un veloce circa 2,5-3 ore. Da **Rafina**, più vicina all’aeroporto di Atene, i convenzionali via Andros e Tinos impiegano circa 4 ore e i veloci circa 2 ore. Tinos è a soli 15-30 minuti, e in estate ci sono collegamenti giornalieri con Paros, Naxos e Santorini.

### Quando andare

Maggio, giugno e settembre sono i mesi più equilibrati. A luglio e agosto soffia spesso il meltemi, che può ritardare o cancellare le corse dei mezzi veloci più piccoli. In inverno restano collegamenti giornalieri con Rafina e il Pireo, ma molti negozi chiudono.

### Consigli

- Controlla sul biglietto da quale porto parte la tua nave: alcune usano ancora il porto vecchio.
- Per agosto prenota biglietti e alloggio con settimane di anticipo.
- Per Delo prendi la prima barca del mattino e verifica prima i giorni di apertura del sito.`,
        faq: [
          {
            question: 'Quale porto di Atene conviene per Mykonos?',
            answer:
              'Rafina è più vicina all’aeroporto e i suoi traghetti sono un po’ più rapidi. Il Pireo ha più partenze ed è più comodo se alloggi nel centro di Atene.',
          },
          {
            question: 'Quanto dura la traversata dal Pireo?',
            answer: 'Circa 4,5-5,5 ore con il traghetto convenzionale e circa 2,5-3 ore con il veloce.',
          },
          {
            question: 'Si può visitare Delo in giornata?',
            answer:
              'Sì. Dalla primavera all’autunno partono barche più volte al giorno dal porto vecchio di Chora; la traversata dura circa 30 minuti.',
          },
        ],
      },
      sq: {
        slug: 'mykonos',
        title: 'Mikonos: tragete, porte dhe udhëzues udhëtimi',
        metaDescription:
          'Bileta trageti për Mikonos nga Pireu dhe Rafina, lidhje me Tinosin, Parosin, Naksosin dhe Santorinin, kohëzgjatja dhe këshilla praktike.',
        summary:
          'Mullinj me erë, Venecia e Vogël dhe plazhe plot jetë, me Delosin antik përballë. Tragete gjatë gjithë vitit nga Pireu dhe Rafina.',
        body: `Mikonosi njihet për Horën me labirintin e rrugicave të zbardhura me gëlqere, mullinjtë e erës në Kato Mili, Venecian e Vogël me shtëpi të ndërtuara mbi ujë dhe plazhet e bregut jugor si Psarou, Platis Gjalos dhe Elia. Nga porti i vjetër nisen varka për në **Delos**, një ishull që është i tëri vend arkeologjik dhe, sipas mitologjisë, vendlindja e Apolonit dhe Artemisës. Jeta e natës në verë është e gjallë, por veriu i ishullit, rreth Ano Merës dhe Agia Anës, ka ende qoshe të qeta.

### Si të shkoni me traget

Shumica e trageteve ankorohen në **portin e ri të Turlosit**, rreth 2 km në veri të Horës; taksitë detare dhe autobusët ju çojnë në qytet. Nga **Pireu** trageti konvencional udhëton rreth 4,5 deri në 5,5 orë dhe ai i shpejtë rreth 2,5 deri në 3 orë. Nga **Rafina**, më afër aeroportit të Athinës, tragetet konvencionale nëpërmjet Androsit dhe Tinosit mbërrijnë për rreth 4 orë dhe ato të shpejta për rreth 2 orë. Tinosi është vetëm 15 deri në 30 minuta larg, ndërsa me Parosin, Naksosin dhe Santorinin ka lidhje çdo ditë në verë.

### Kur të shkoni

Maji, qershori dhe shtatori janë muajt më të ekuilibruar. Në korrik dhe gusht fryn shpesh meltemi, i cili mund të vonojë ose anulojë udhëtimet e mjeteve të vogla të shpejta. Në dimër ka lidhje të përditshme me Rafinën dhe Pireun, por shumë dyqane mbyllen.

### Këshilla

- Kontrolloni në biletë nga cili port niset anija juaj: disa anije përdorin ende portin e vjetër.
- Për gushtin, rezervoni biletat dhe akomodimin disa javë më parë.
- Për Delosin, merrni varkën e parë të mëngjesit dhe kontrolloni më parë ditët e hapjes së vendit arkeologjik.`,
        faq: [
          {
            question: 'Cili port i Athinës është më i mirë për Mikonos?',
            answer:
              'Rafina është më afër aeroportit dhe tragetet e saj janë pak më të shpejta. Pireu ka më shumë nisje dhe është më i përshtatshëm nëse qëndroni në qendër të Athinës.',
          },
          {
            question: 'Sa zgjat udhëtimi nga Pireu?',
            answer:
              'Rreth 4,5 deri në 5,5 orë me traget konvencional dhe rreth 2,5 deri në 3 orë me traget të shpejtë.',
          },
          {
            question: 'A mund ta vizitoj Delosin brenda një dite?',
            answer:
              'Po. Nga pranvera deri në vjeshtë nisen varka disa herë në ditë nga porti i vjetër i Horës; udhëtimi zgjat rreth 30 minuta.',
          },
        ],
      },
    },
  },
];
