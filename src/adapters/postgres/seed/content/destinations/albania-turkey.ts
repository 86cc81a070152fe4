import type { SeedDestination } from '../types.ts';

export const ALBANIA_TURKEY: SeedDestination[] = [
  {
    key: 'sarande',
    portCodes: ['SAR'],
    region: 'albania',
    coordinates: { lat: 39.8753, lng: 20.0053 },
    illustration: {
      scene: 'sunset-sea',
      palette: { sky: '#f2c48d', sea: '#1c6e8c', land: '#8f9a6b', accent: '#c8102e' },
    },
    related: ['corfu', 'durres'],
    text: {
      el: {
        slug: 'agioi-saranta',
        title: 'Άγιοι Σαράντα: πλοία από Κέρκυρα',
        metaDescription:
          'Εισιτήρια πλοίου Κέρκυρα–Άγιοι Σαράντα σε περίπου 30 λεπτά: έγγραφα, ώρα Αλβανίας, Βουθρωτό, Ξαμίλ και το Γαλάζιο Μάτι.',
        summary:
          'Η πόλη της αλβανικής Ριβιέρας απέναντι από την Κέρκυρα, αφετηρία για το Βουθρωτό, το Ξαμίλ και το Γαλάζιο Μάτι.',
        body: `Οι Άγιοι Σαράντα (Sarandë) απλώνονται αμφιθεατρικά γύρω από έναν κόλπο στη νότια αλβανική ακτή, ακριβώς απέναντι από την Κέρκυρα. Η πόλη έχει παραλιακό περίπατο, εστιατόρια με θαλασσινά και το κάστρο του Λεκούρες με θέα ως το ελληνικό νησί. Περίπου 20 χιλιόμετρα νοτιότερα βρίσκεται το **Βουθρωτό**, αρχαία πόλη που κατοικήθηκε από τους Έλληνες, τους Ρωμαίους, τους Βυζαντινούς και τους Ενετούς, μνημείο παγκόσμιας κληρονομιάς της UNESCO. Στο **Ξαμίλ** θα βρείτε τιρκουάζ νερά και μικρά νησάκια που φτάνετε κολυμπώντας ή με βάρκα, ενώ στην ενδοχώρα το **Γαλάζιο Μάτι** (Syri i Kaltër) είναι μια πηγή με εντυπωσιακά μπλε νερά μέσα στο δάσος.

### Πώς θα φτάσετε με πλοίο

Από το λιμάνι της **Κέρκυρας** τα ταχύπλοα φτάνουν στους Αγίους Σαράντα σε περίπου 30 με 40 λεπτά, ενώ τα πιο αργά σκάφη και τα οχηματαγωγά χρειάζονται περισσότερο χρόνο. Τα δρομολόγια είναι καθημερινά το καλοκαίρι και λιγότερα τον χειμώνα. Είναι ένας από τους πιο εύκολους τρόπους να δείτε την Αλβανία σε μια ημερήσια εκδρομή από την Κέρκυρα.

### Πρόσβαση στο λιμάνι

Το λιμάνι των Αγίων Σαράντα βρίσκεται στο κέντρο της πόλης, λίγα βήματα από τον παραλιακό περίπατο. Το πλησιέστερο αεροδρόμιο είναι της Κέρκυρας, γι’ αυτό πολλοί ταξιδιώτες συνδυάζουν πτήση στην Κέρκυρα και ταχύπλοο. Από τους Αγίους Σαράντα, λεωφορεία και ταξί πηγαίνουν στο Βουθρωτό και στο Ξαμίλ, ενώ σε περίπου μία ώρα φτάνετε στο Αργυρόκαστρο, επίσης μνημείο της UNESCO.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί για το Βουθρωτό, χωρίς την έντονη ζέστη του καλοκαιριού.

### Χρήσιμες συμβουλές

- Η Αλβανία είναι μία ώρα πίσω από την Ελλάδα: υπολογίστε τη διαφορά για την επιστροφή σας.
- Έχετε μαζί διαβατήριο ή, για πολίτες της ΕΕ, ισχύουσα ταυτότητα· ελέγξτε τους κανόνες για την υπηκοότητά σας.
- Το νόμισμα είναι το λεκ, αλλά σε πολλά μαγαζιά δέχονται ευρώ.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Κέρκυρα–Άγιοι Σαράντα;',
            answer: 'Περίπου 30 με 40 λεπτά με ταχύπλοο. Τα συμβατικά σκάφη χρειάζονται περισσότερο χρόνο.',
          },
          {
            question: 'Μπορώ να πάω για μία μέρα;',
            answer:
              'Ναι, με πρωινή αναχώρηση από την Κέρκυρα και απογευματινή επιστροφή έχετε χρόνο για το Βουθρωτό ή το Ξαμίλ.',
          },
          {
            question: 'Τι έγγραφα χρειάζομαι;',
            answer:
              'Διαβατήριο ή, για πολίτες της ΕΕ, ισχύουσα αστυνομική ταυτότητα. Ελέγξτε πάντα τους ισχύοντες κανόνες πριν ταξιδέψετε.',
          },
        ],
      },
      en: {
        slug: 'sarande',
        title: 'Sarandë: ferries from Corfu',
        metaDescription:
          'Ferry tickets Corfu–Sarandë in about 30 minutes: documents, Albanian time, Butrint, Ksamil and the Blue Eye spring.',
        summary:
          'The Albanian Riviera town facing Corfu, gateway to Butrint, Ksamil and the Blue Eye spring.',
        body: `Sarandë rises in tiers around a bay on Albania’s southern coast, directly opposite Corfu. The town has a seafront promenade, seafood restaurants and Lëkurësi Castle with views across to the Greek island. About 20 km south lies **Butrint**, an ancient city inhabited by Greeks, Romans, Byzantines and Venetians and now a UNESCO World Heritage Site. At **Ksamil** you will find turquoise water and small islets you can swim or paddle to, and inland the **Blue Eye** (Syri i Kaltër) is a spring of startling blue water in the woods.

### Getting there by ferry

From the port of **Corfu**, fast boats reach Sarandë in about 30 to 40 minutes, while slower boats and car ferries take longer. There are daily sailings in summer and fewer in winter. It is one of the easiest ways to see Albania on a day trip from Corfu.

### Getting to the port

The port of Sarandë is in the town centre, a few steps from the seafront promenade. The nearest airport is Corfu, so many travellers combine a flight to Corfu with the fast boat. From Sarandë, buses and taxis run to Butrint and Ksamil, and Gjirokastër, another UNESCO site, is about an hour away by road.

### When to go

From May to October. June and September are ideal for Butrint, without the strongest summer heat.

### Tips

- Albania is one hour behind Greece: allow for the difference on your return.
- Carry a passport or, for EU citizens, a valid identity card; check the rules for your nationality.
- The currency is the lek, but many places accept euros.`,
        faq: [
          {
            question: 'How long is the ferry from Corfu to Sarandë?',
            answer: 'About 30 to 40 minutes by fast boat. Conventional boats take longer.',
          },
          {
            question: 'Can I go for just a day?',
            answer:
              'Yes, with a morning departure from Corfu and an afternoon return you have time for Butrint or Ksamil.',
          },
          {
            question: 'What documents do I need?',
            answer:
              'A passport or, for EU citizens, a valid national identity card. Always check the current rules before you travel.',
          },
        ],
      },
      de: {
        slug: 'saranda',
        title: 'Saranda: Fähren ab Korfu',
        metaDescription:
          'Fährtickets Korfu–Saranda in rund 30 Minuten: Dokumente, albanische Uhrzeit, Butrint, Ksamil und die Quelle Syri i Kaltër.',
        summary:
          'Die Stadt an der Albanischen Riviera gegenüber Korfu, Ausgangspunkt für Butrint, Ksamil und das Blaue Auge.',
        body: `Saranda zieht sich terrassenförmig um eine Bucht an der südalbanischen Küste, direkt gegenüber von Korfu. Die Stadt hat eine Uferpromenade, Fischrestaurants und die Burg Lëkurësi mit Blick hinüber zur griechischen Insel. Etwa 20 km südlich liegt **Butrint**, eine antike Stadt, die von Griechen, Römern, Byzantinern und Venezianern bewohnt wurde und heute UNESCO-Welterbe ist. In **Ksamil** finden Sie türkisfarbenes Wasser und kleine Inseln, die Sie schwimmend oder per Boot erreichen, und im Hinterland ist das **Blaue Auge** (Syri i Kaltër) eine Quelle mit leuchtend blauem Wasser mitten im Wald.

### Anreise mit der Fähre

Ab dem Hafen von **Korfu** erreichen Schnellboote Saranda in etwa 30 bis 40 Minuten, langsamere Boote und Autofähren brauchen länger. Im Sommer gibt es tägliche Abfahrten, im Winter weniger. Es ist eine der einfachsten Möglichkeiten, Albanien bei einem Tagesausflug von Korfu kennenzulernen.

### Anreise zum Hafen

Der Hafen von Saranda liegt im Stadtzentrum, wenige Schritte von der Uferpromenade entfernt. Der nächstgelegene Flughafen ist Korfu, deshalb kombinieren viele Reisende einen Flug nach Korfu mit dem Schnellboot. Von Saranda fahren Busse und Taxis nach Butrint und Ksamil, und Gjirokastra, ebenfalls UNESCO-Welterbe, erreichen Sie mit dem Auto in etwa einer Stunde.

### Beste Reisezeit

Von Mai bis Oktober. Juni und September sind ideal für Butrint, ohne die größte Sommerhitze.

### Tipps

- Albanien ist Griechenland eine Stunde hinterher: Berücksichtigen Sie den Unterschied für die Rückfahrt.
- Reisepass oder als EU-Bürger gültigen Personalausweis mitnehmen; prüfen Sie die Regeln für Ihre Staatsangehörigkeit.
- Die Währung ist der Lek, vielerorts wird aber auch der Euro akzeptiert.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Korfu nach Saranda?',
            answer: 'Etwa 30 bis 40 Minuten mit dem Schnellboot. Konventionelle Schiffe brauchen länger.',
          },
          {
            question: 'Ist ein Tagesausflug möglich?',
            answer:
              'Ja, mit einer Abfahrt am Morgen ab Korfu und der Rückfahrt am Nachmittag bleibt Zeit für Butrint oder Ksamil.',
          },
          {
            question: 'Welche Dokumente brauche ich?',
            answer:
              'Einen Reisepass oder als EU-Bürger einen gültigen Personalausweis. Prüfen Sie vor der Reise immer die aktuellen Bestimmungen.',
          },
        ],
      },
      es: {
        slug: 'sarande',
        title: 'Sarandë: ferris desde Corfú',
        metaDescription:
          'Billetes de ferry Corfú–Sarandë en unos 30 minutos: documentos, hora de Albania, Butrinto, Ksamil y el Ojo Azul.',
        summary:
          'La ciudad de la Riviera albanesa frente a Corfú, puerta de entrada a Butrinto, Ksamil y el manantial del Ojo Azul.',
        body: `Sarandë se escalona alrededor de una bahía en la costa sur de Albania, justo enfrente de Corfú. La ciudad tiene paseo marítimo, restaurantes de marisco y el castillo de Lëkurësi, con vistas a la isla griega. Unos 20 km al sur se encuentra **Butrinto**, una ciudad antigua habitada por griegos, romanos, bizantinos y venecianos, hoy Patrimonio Mundial de la UNESCO. En **Ksamil** hay aguas turquesa e islotes a los que se llega a nado o en barca, y en el interior el **Ojo Azul** (Syri i Kaltër) es un manantial de un azul asombroso en medio del bosque.

### Cómo llegar en ferry

Desde el puerto de **Corfú**, los barcos rápidos llegan a Sarandë en unos 30-40 minutos; las embarcaciones más lentas y los ferris de coches tardan más. Hay salidas diarias en verano y menos en invierno. Es una de las formas más sencillas de conocer Albania en una excursión de un día desde Corfú.

### Cómo llegar al puerto

El puerto de Sarandë está en el centro, a pocos pasos del paseo marítimo. El aeropuerto más cercano es el de Corfú, así que muchos viajeros combinan un vuelo a Corfú con el barco rápido. Desde Sarandë salen autobuses y taxis hacia Butrinto y Ksamil, y Gjirokastër, también Patrimonio de la UNESCO, está a una hora por carretera.

### Cuándo ir

De mayo a octubre. Junio y septiembre son ideales para Butrinto, sin el calor más fuerte del verano.

### Consejos

- Albania va una hora por detrás de Grecia: téngalo en cuenta para la vuelta.
- Lleve pasaporte o, si es ciudadano de la UE, un documento de identidad válido; consulte las normas para su nacionalidad.
- La moneda es el lek, pero en muchos sitios aceptan euros.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Corfú a Sarandë?',
            answer: 'Unos 30-40 minutos en barco rápido. Las embarcaciones convencionales tardan más.',
          },
          {
            question: '¿Se puede ir solo un día?',
            answer:
              'Sí, saliendo de Corfú por la mañana y volviendo por la tarde tendrá tiempo para Butrinto o Ksamil.',
          },
          {
            question: '¿Qué documentos necesito?',
            answer:
              'Pasaporte o, para ciudadanos de la UE, un documento nacional de identidad válido. Consulte siempre las normas vigentes antes de viajar.',
          },
        ],
      },
      fr: {
        slug: 'saranda',
        title: 'Saranda : ferries depuis Corfou',
        metaDescription:
          'Billets de ferry Corfou–Saranda en 30 minutes environ : documents, heure albanaise, Butrint, Ksamil et l’Œil bleu.',
        summary:
          'La ville de la Riviera albanaise face à Corfou, porte d’entrée vers Butrint, Ksamil et la source de l’Œil bleu.',
        body: `Saranda s’étage autour d’une baie sur la côte sud de l’Albanie, juste en face de Corfou. La ville offre une promenade en bord de mer, des restaurants de poisson et le château de Lëkurësi, avec vue jusqu’à l’île grecque. À une vingtaine de kilomètres au sud se trouve **Butrint**, cité antique habitée par les Grecs, les Romains, les Byzantins et les Vénitiens, aujourd’hui inscrite au patrimoine mondial de l’UNESCO. À **Ksamil**, eaux turquoise et îlots accessibles à la nage ou en barque ; dans l’arrière-pays, l’**Œil bleu** (Syri i Kaltër) est une source d’un bleu saisissant au cœur de la forêt.

### Y aller en ferry

Depuis le port de **Corfou**, les bateaux rapides rejoignent Saranda en 30 à 40 minutes environ ; les bateaux plus lents et les car-ferries mettent davantage. Les départs sont quotidiens en été et moins fréquents en hiver. C’est l’un des moyens les plus simples de découvrir l’Albanie lors d’une excursion d’une journée depuis Corfou.

### Rejoindre le port

Le port de Saranda est au cœur de la ville, à deux pas de la promenade. L’aéroport le plus proche est celui de Corfou : beaucoup de voyageurs combinent donc un vol pour Corfou et le bateau rapide. De Saranda, bus et taxis rejoignent Butrint et Ksamil, et Gjirokastër, autre site de l’UNESCO, est à une heure de route environ.

### Quand partir

De mai à octobre. Juin et septembre sont idéaux pour Butrint, sans les plus fortes chaleurs.

### Conseils

- L’Albanie a une heure de retard sur la Grèce : tenez-en compte pour votre retour.
- Munissez-vous d’un passeport ou, pour les citoyens de l’UE, d’une carte d’identité valide ; vérifiez les règles pour votre nationalité.
- La monnaie est le lek, mais de nombreux commerces acceptent l’euro.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Corfou – Saranda ?',
            answer: 'Environ 30 à 40 minutes en bateau rapide. Les bateaux classiques mettent plus de temps.',
          },
          {
            question: 'Peut-on y aller pour la journée ?',
            answer:
              'Oui, avec un départ de Corfou le matin et un retour l’après-midi, vous avez le temps pour Butrint ou Ksamil.',
          },
          {
            question: 'Quels documents faut-il ?',
            answer:
              'Un passeport ou, pour les citoyens de l’UE, une carte nationale d’identité valide. Vérifiez toujours les règles en vigueur avant de partir.',
          },
        ],
      },
      it: {
        slug: 'saranda',
        title: 'Saranda: traghetti da Corfù',
        metaDescription:
          'Biglietti traghetto Corfù–Saranda in circa 30 minuti: documenti, fuso orario albanese, Butrinto, Ksamil e l’Occhio Blu.',
        summary:
          'La cittadina della Riviera albanese di fronte a Corfù, punto di partenza per Butrinto, Ksamil e la sorgente dell’Occhio Blu.',
        body: `Saranda sale a gradoni intorno a una baia sulla costa meridionale dell’Albania, proprio di fronte a Corfù. La città ha un lungomare, ristoranti di pesce e il castello di Lëkurësi, con vista fino all’isola greca. A circa 20 km a sud si trova **Butrinto**, città antica abitata da greci, romani, bizantini e veneziani, oggi Patrimonio dell’Umanità UNESCO. A **Ksamil** trovi acque turchesi e isolotti raggiungibili a nuoto o in barca, mentre nell’entroterra l’**Occhio Blu** (Syri i Kaltër) è una sorgente dall’azzurro sorprendente in mezzo al bosco.

### Come arrivare in traghetto

Dal porto di **Corfù** i mezzi veloci raggiungono Saranda in circa 30-40 minuti, mentre le barche più lente e i traghetti per auto impiegano di più. Ci sono corse giornaliere in estate e meno in inverno. È uno dei modi più semplici per vedere l’Albania con una gita in giornata da Corfù.

### Come raggiungere il porto

Il porto di Saranda è in centro, a pochi passi dal lungomare. L’aeroporto più vicino è quello di Corfù, per questo molti viaggiatori abbinano un volo su Corfù e il mezzo veloce. Da Saranda autobus e taxi portano a Butrinto e Ksamil, e Argirocastro (Gjirokastër), anch’essa patrimonio UNESCO, è a circa un’ora d’auto.

### Quando andare

Da maggio a ottobre. Giugno e settembre sono ideali per Butrinto, senza il caldo più intenso.

### Consigli

- L’Albania ha la stessa ora dell’Italia, un’ora indietro rispetto alla Grecia: tienine conto per il ritorno.
- Porta il passaporto o, se sei cittadino UE, la carta d’identità valida per l’espatrio; verifica le regole per la tua nazionalità.
- La valuta è il lek, ma in molti posti accettano euro.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Corfù a Saranda?',
            answer: 'Circa 30-40 minuti con il mezzo veloce. Le barche convenzionali impiegano di più.',
          },
          {
            question: 'Si può andare in giornata?',
            answer:
              'Sì, partendo da Corfù al mattino e rientrando nel pomeriggio hai tempo per Butrinto o Ksamil.',
          },
          {
            question: 'Quali documenti servono?',
            answer:
              'Il passaporto o, per i cittadini UE, la carta d’identità valida per l’espatrio. Verifica sempre le regole in vigore prima di partire.',
          },
        ],
      },
      sq: {
        slug: 'sarande',
        title: 'Saranda: tragete nga Korfuzi',
        metaDescription:
          'Bileta trageti Korfuz–Sarandë për rreth 30 minuta: dokumentet, ora, Butrinti, Ksamili dhe Syri i Kaltër.',
        summary:
          'Qyteti i Rivierës Shqiptare përballë Korfuzit, pikënisje për Butrintin, Ksamilin dhe Syrin e Kaltër.',
        body: `Saranda ngrihet shkallë-shkallë rreth një gjiri në bregun jugor të Shqipërisë, mu përballë Korfuzit. Qyteti ka shëtitore bregdetare, restorante me peshk dhe kështjellën e Lëkurësit, me pamje deri te ishulli grek. Rreth 20 km në jug ndodhet **Butrinti**, qytet antik i banuar nga grekët, romakët, bizantinët dhe venecianët, sot Trashëgimi Botërore e UNESCO-s. Në **Ksamil** do të gjeni ujëra bruz dhe ishuj të vegjël ku shkohet me not ose me varkë, ndërsa në brendësi **Syri i Kaltër** është një burim me ujë blu mahnitës në mes të pyllit.

### Si të shkoni me traget

Nga porti i **Korfuzit**, mjetet e shpejta arrijnë në Sarandë për rreth 30 deri në 40 minuta, ndërsa varkat më të ngadalta dhe tragetet për makina kërkojnë më shumë kohë. Në verë ka nisje çdo ditë, në dimër më pak. Kjo linjë është gjithashtu mënyra më e shpejtë për të kaluar nga Saranda në ishujt grekë dhe më tej me traget drejt Igumenicës.

### Si të arrini në port

Porti i Sarandës ndodhet në qendër të qytetit, pak hapa nga shëtitorja. Nga Saranda, autobusët dhe taksitë shkojnë në Butrint dhe Ksamil, ndërsa Gjirokastra, gjithashtu në listën e UNESCO-s, është rreth një orë me makinë. Aeroporti më i afërt ndërkombëtar në jug është ai i Korfuzit, që për shumë udhëtarë është zgjidhja më praktike.

### Kur të shkoni

Nga maji deri në tetor. Qershori dhe shtatori janë idealë për Butrintin, pa vapën më të fortë të verës.

### Këshilla

- Greqia është një orë përpara Shqipërisë: kini parasysh diferencën kur planifikoni nisjen nga Korfuzi.
- Mbani pasaportë ose kartë identiteti të vlefshme; kontrolloni rregullat e hyrjes në Greqi sipas shtetësisë suaj.
- Në Korfuz monedha është euro; në Sarandë përdoret leku, por euroja pranohet shpesh.`,
        faq: [
          {
            question: 'Sa zgjat trageti Korfuz–Sarandë?',
            answer:
              'Rreth 30 deri në 40 minuta me mjet të shpejtë. Varkat konvencionale kërkojnë më shumë kohë.',
          },
          {
            question: 'A mund të shkoj në Korfuz për një ditë?',
            answer:
              'Po, me nisje në mëngjes nga Saranda dhe kthim pasdite keni kohë për Qytetin e Vjetër të Korfuzit.',
          },
          {
            question: 'Çfarë dokumentesh më duhen?',
            answer:
              'Pasaportë ose kartë identiteti, sipas rregullave të Greqisë dhe Schengen-it për shtetësinë tuaj. Kontrolloni gjithmonë rregullat në fuqi para nisjes.',
          },
        ],
      },
    },
  },
  {
    key: 'cesme',
    portCodes: ['CES'],
    region: 'turkey',
    coordinates: { lat: 38.3236, lng: 26.3028 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#e8eef2', sea: '#1f78a4', land: '#e2d4b7', accent: '#c8102e' },
    },
    related: ['chios', 'lesvos', 'samos'],
    text: {
      el: {
        slug: 'tsesme',
        title: 'Τσεσμέ: πλοία από και προς Χίο',
        metaDescription:
          'Εισιτήρια πλοίου Χίος–Τσεσμέ σε περίπου 30 λεπτά έως μία ώρα: έγγραφα, ώρα Τουρκίας, Αλάτσατα και Σμύρνη.',
        summary:
          'Παραθαλάσσια πόλη της χερσονήσου της Ερυθραίας με κάστρο, ιαματικά νερά και τα πέτρινα Αλάτσατα, απέναντι από τη Χίο.',
        body: `Ο Τσεσμές βρίσκεται στην άκρη της χερσονήσου της Ερυθραίας, περίπου 85 χιλιόμετρα δυτικά της **Σμύρνης**, και είναι δημοφιλής παραθεριστικός προορισμός για Τούρκους και ξένους επισκέπτες. Το **κάστρο** του 16ου αιώνα δεσπόζει πάνω από το λιμάνι και φιλοξενεί μουσείο, ενώ η μαρίνα και η αγορά γεμίζουν τα καλοκαιρινά βράδια. Λίγα χιλιόμετρα μακριά, τα **Αλάτσατα** (Alaçatı), με πέτρινα σπίτια, ανεμόμυλους και μπουτίκ ξενοδοχεία, είναι γνωστά και για το windsurfing. Η παραλία της Ιλίτζας έχει ρηχά νερά και ιαματικές πηγές.

### Πώς θα φτάσετε με πλοίο

Ο Τσεσμές συνδέεται με τη **Χίο** με ταχύπλοα σε περίπου 30 λεπτά και με οχηματαγωγά σε περίπου μία ώρα. Τα δρομολόγια είναι καθημερινά το καλοκαίρι και λιγότερα τον χειμώνα. Η διαδρομή αυτή είναι ο πιο σύντομος τρόπος να συνδυάσετε ένα ταξίδι στα ελληνικά νησιά του Βορείου Αιγαίου με τη Σμύρνη και τα παράλια της Μικράς Ασίας, όπως την Έφεσο.

### Πρόσβαση στο λιμάνι

Το λιμάνι του Τσεσμέ βρίσκεται στο κέντρο της πόλης, κοντά στο κάστρο. Το αεροδρόμιο Adnan Menderes της Σμύρνης απέχει περίπου 100 χιλιόμετρα, δηλαδή λίγο πάνω από μία ώρα με αυτοκίνητο, και λεωφορεία συνδέουν συχνά τη Σμύρνη με τον Τσεσμέ. Όσοι οδηγούν φτάνουν από τον αυτοκινητόδρομο Σμύρνης–Τσεσμέ, που καταλήγει λίγο έξω από την πόλη.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Ο Ιούλιος και ο Αύγουστος είναι οι πιο πολυσύχναστοι μήνες, με έντονη νυχτερινή ζωή στα Αλάτσατα.

### Χρήσιμες συμβουλές

- Η Τουρκία δεν ανήκει στην ΕΕ: ελέγξτε αν χρειάζεστε βίζα ή ηλεκτρονική άδεια για την υπηκοότητά σας και έχετε μαζί διαβατήριο ή τα έγγραφα που προβλέπονται.
- Το καλοκαίρι η ώρα Τουρκίας συμπίπτει με την ώρα Ελλάδας· τον χειμώνα η Τουρκία είναι μία ώρα μπροστά.
- Αν ταξιδεύετε με αυτοκίνητο, ελέγξτε την ασφάλεια και τα έγγραφα του οχήματος για την Τουρκία.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Χίος–Τσεσμές;',
            answer: 'Περίπου 30 λεπτά με ταχύπλοο και περίπου μία ώρα με οχηματαγωγό.',
          },
          {
            question: 'Πόσο απέχει ο Τσεσμές από τη Σμύρνη;',
            answer: 'Περίπου 85 χιλιόμετρα, δηλαδή περίπου μία ώρα οδικώς.',
          },
          {
            question: 'Χρειάζομαι βίζα;',
            answer:
              'Εξαρτάται από την υπηκοότητά σας. Ελέγξτε τους ισχύοντες κανόνες εισόδου της Τουρκίας πριν κλείσετε εισιτήριο.',
          },
        ],
      },
      en: {
        slug: 'cesme',
        title: 'Çeşme: ferries to and from Chios',
        metaDescription:
          'Ferry tickets Chios–Çeşme in about 30 minutes to an hour: documents, Turkish time, Alaçatı and İzmir.',
        summary:
          'A seaside town on the Çeşme peninsula with a castle, thermal waters and stone-built Alaçatı, facing Chios.',
        body: `Çeşme lies at the tip of its peninsula, about 85 km west of **İzmir**, and is a popular holiday resort for Turkish and foreign visitors alike. The 16th-century **castle** overlooks the harbour and houses a museum, and the marina and bazaar fill up on summer evenings. A few kilometres away, **Alaçatı**, with stone houses, windmills and boutique hotels, is also known for windsurfing. Ilıca beach has shallow water and thermal springs.

### Getting there by ferry

Çeşme is linked with **Chios** by fast boats in about 30 minutes and by car ferries in about an hour. There are daily sailings in summer and fewer in winter. This route is the quickest way to combine a trip to the North Aegean islands with İzmir and the Aegean coast of Turkey, including Ephesus.

### Getting to the port

The port of Çeşme is in the town centre, close to the castle. İzmir Adnan Menderes airport is about 100 km away, a little over an hour by car, and buses run frequently between İzmir and Çeşme. Drivers arrive on the İzmir–Çeşme motorway, which ends just outside town.

### When to go

From May to October. July and August are the busiest months, with lively nightlife in Alaçatı.

### Tips

- Turkey is not in the EU: check whether you need a visa or e-visa for your nationality, and carry a passport or the documents required.
- In summer Turkish time is the same as Greek time; in winter Turkey is one hour ahead.
- If you travel with a car, check your insurance and vehicle documents for Turkey.`,
        faq: [
          {
            question: 'How long is the ferry from Chios to Çeşme?',
            answer: 'About 30 minutes by fast boat and about an hour by car ferry.',
          },
          {
            question: 'How far is Çeşme from İzmir?',
            answer: 'About 85 km, or roughly an hour by road.',
          },
          {
            question: 'Do I need a visa?',
            answer: 'It depends on your nationality. Check Turkey’s current entry rules before you book.',
          },
        ],
      },
      de: {
        slug: 'cesme',
        title: 'Çeşme: Fähren von und nach Chios',
        metaDescription:
          'Fährtickets Chios–Çeşme in etwa 30 Minuten bis einer Stunde: Dokumente, türkische Uhrzeit, Alaçatı und İzmir.',
        summary:
          'Ein Badeort auf der Halbinsel Çeşme mit Burg, Thermalquellen und dem steinernen Alaçatı, gegenüber von Chios.',
        body: `Çeşme liegt an der Spitze seiner Halbinsel, rund 85 km westlich von **İzmir**, und ist ein beliebter Ferienort für türkische wie ausländische Gäste. Die **Burg** aus dem 16. Jahrhundert überragt den Hafen und beherbergt ein Museum, Jachthafen und Basar füllen sich an Sommerabenden. Wenige Kilometer entfernt ist **Alaçatı** mit Steinhäusern, Windmühlen und Boutiquehotels auch für Windsurfer ein Begriff. Der Strand von Ilıca hat flaches Wasser und Thermalquellen.

### Anreise mit der Fähre

Çeşme ist mit **Chios** durch Schnellboote in etwa 30 Minuten und durch Autofähren in rund einer Stunde verbunden. Im Sommer gibt es tägliche Abfahrten, im Winter weniger. Diese Strecke ist der schnellste Weg, eine Reise zu den Inseln der Nordägäis mit İzmir und der türkischen Ägäisküste samt Ephesos zu verbinden.

### Anreise zum Hafen

Der Hafen von Çeşme liegt im Ortszentrum, nahe der Burg. Der Flughafen Adnan Menderes in İzmir ist etwa 100 km entfernt, mit dem Auto gut eine Stunde, und Busse verkehren häufig zwischen İzmir und Çeşme. Autofahrer kommen über die Autobahn İzmir–Çeşme, die kurz vor dem Ort endet. Vom Anleger sind es nur wenige Gehminuten bis zum Basar.

### Beste Reisezeit

Von Mai bis Oktober. Juli und August sind die vollsten Monate, mit lebhaftem Nachtleben in Alaçatı.

### Tipps

- Die Türkei gehört nicht zur EU: Prüfen Sie, ob Sie für Ihre Staatsangehörigkeit ein Visum oder E-Visum brauchen, und führen Sie Reisepass oder die vorgeschriebenen Dokumente mit.
- Im Sommer hat die Türkei dieselbe Uhrzeit wie Griechenland, im Winter ist sie eine Stunde voraus.
- Wer mit dem Auto reist, prüft Versicherung und Fahrzeugpapiere für die Türkei.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Chios nach Çeşme?',
            answer: 'Etwa 30 Minuten mit dem Schnellboot und rund eine Stunde mit der Autofähre.',
          },
          {
            question: 'Wie weit ist Çeşme von İzmir entfernt?',
            answer: 'Etwa 85 km, also rund eine Stunde mit dem Auto.',
          },
          {
            question: 'Brauche ich ein Visum?',
            answer:
              'Das hängt von Ihrer Staatsangehörigkeit ab. Prüfen Sie vor der Buchung die aktuellen Einreisebestimmungen der Türkei.',
          },
        ],
      },
      es: {
        slug: 'cesme',
        title: 'Çeşme: ferris desde y hacia Quíos',
        metaDescription:
          'Billetes de ferry Quíos–Çeşme en 30 minutos a una hora: documentos, hora turca, Alaçatı y Esmirna.',
        summary:
          'Una localidad costera de la península de Çeşme con castillo, aguas termales y el pueblo de piedra de Alaçatı, frente a Quíos.',
        body: `Çeşme se encuentra en la punta de su península, a unos 85 km al oeste de **Esmirna**, y es un destino de vacaciones muy popular entre turcos y extranjeros. El **castillo** del siglo XVI domina el puerto y alberga un museo, y el puerto deportivo y el bazar se llenan en las noches de verano. A pocos kilómetros, **Alaçatı**, con casas de piedra, molinos y hoteles boutique, es también conocido por el windsurf. La playa de Ilıca tiene aguas poco profundas y fuentes termales.

### Cómo llegar en ferry

Çeşme se une con **Quíos** mediante barcos rápidos en unos 30 minutos y ferris de coches en alrededor de una hora. Hay salidas diarias en verano y menos en invierno. Esta ruta es la forma más rápida de combinar un viaje por las islas del Egeo Norte con Esmirna y la costa egea de Turquía, incluida Éfeso.

### Cómo llegar al puerto

El puerto de Çeşme está en el centro, cerca del castillo. El aeropuerto Adnan Menderes de Esmirna está a unos 100 km, algo más de una hora en coche, y hay autobuses frecuentes entre Esmirna y Çeşme. Si conduce, llegará por la autopista Esmirna–Çeşme, que termina a las afueras de la localidad.

### Cuándo ir

De mayo a octubre. Julio y agosto son los meses más concurridos, con mucha vida nocturna en Alaçatı.

### Consejos

- Turquía no pertenece a la UE: compruebe si necesita visado o visado electrónico según su nacionalidad y lleve pasaporte o los documentos exigidos.
- En verano la hora de Turquía coincide con la de Grecia; en invierno Turquía va una hora por delante.
- Si viaja con coche, revise el seguro y la documentación del vehículo para Turquía.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Quíos a Çeşme?',
            answer: 'Unos 30 minutos en barco rápido y alrededor de una hora en ferry de coches.',
          },
          {
            question: '¿A qué distancia está Çeşme de Esmirna?',
            answer: 'A unos 85 km, aproximadamente una hora por carretera.',
          },
          {
            question: '¿Necesito visado?',
            answer:
              'Depende de su nacionalidad. Consulte las normas de entrada vigentes en Turquía antes de reservar.',
          },
        ],
      },
      fr: {
        slug: 'cesme',
        title: 'Çeşme : ferries depuis et vers Chios',
        metaDescription:
          'Billets de ferry Chios–Çeşme en 30 minutes à une heure : documents, heure turque, Alaçatı et Izmir.',
        summary:
          'Une station balnéaire de la péninsule de Çeşme, avec son château, ses eaux thermales et le village de pierre d’Alaçatı, face à Chios.',
        body: `Çeşme se trouve à la pointe de sa péninsule, à environ 85 km à l’ouest d’**Izmir**, et c’est une station balnéaire prisée des vacanciers turcs comme étrangers. Le **château** du XVIe siècle domine le port et abrite un musée ; la marina et le bazar s’animent les soirs d’été. À quelques kilomètres, **Alaçatı**, avec ses maisons de pierre, ses moulins et ses hôtels de charme, est aussi réputée pour la planche à voile. La plage d’Ilıca offre une eau peu profonde et des sources thermales.

### Y aller en ferry

Çeşme est reliée à **Chios** par des bateaux rapides en 30 minutes environ et par des car-ferries en une heure environ. Les départs sont quotidiens en été et moins nombreux en hiver. Cette liaison est le moyen le plus rapide de combiner un voyage dans les îles du nord de l’Égée avec Izmir et la côte égéenne de la Turquie, Éphèse comprise.

### Rejoindre le port

Le port de Çeşme est au centre, près du château. L’aéroport Adnan Menderes d’Izmir est à environ 100 km, soit un peu plus d’une heure en voiture, et des bus relient souvent Izmir à Çeşme. En voiture, on arrive par l’autoroute Izmir–Çeşme, qui se termine juste à l’entrée de la ville.

### Quand partir

De mai à octobre. Juillet et août sont les mois les plus fréquentés, avec une vie nocturne animée à Alaçatı.

### Conseils

- La Turquie ne fait pas partie de l’UE : vérifiez si vous avez besoin d’un visa ou d’un e-visa selon votre nationalité, et munissez-vous d’un passeport ou des documents exigés.
- En été, l’heure turque est la même qu’en Grèce ; en hiver, la Turquie a une heure d’avance.
- En voiture, vérifiez votre assurance et les documents du véhicule pour la Turquie.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Chios – Çeşme ?',
            answer: 'Environ 30 minutes en bateau rapide et une heure environ en car-ferry.',
          },
          {
            question: 'Quelle distance entre Çeşme et Izmir ?',
            answer: 'Environ 85 km, soit une heure de route environ.',
          },
          {
            question: 'Faut-il un visa ?',
            answer:
              'Cela dépend de votre nationalité. Vérifiez les règles d’entrée en Turquie en vigueur avant de réserver.',
          },
        ],
      },
      it: {
        slug: 'cesme',
        title: 'Çeşme: traghetti da e per Chios',
        metaDescription:
          'Biglietti traghetto Chios–Çeşme in circa 30 minuti-un’ora: documenti, fuso orario turco, Alaçatı e Smirne.',
        summary:
          'Una località di mare sulla penisola di Çeşme con castello, acque termali e il borgo di pietra di Alaçatı, di fronte a Chios.',
        body: `Çeşme si trova sulla punta della sua penisola, a circa 85 km a ovest di **Smirne** (İzmir), ed è una meta di vacanza molto amata da turchi e stranieri. Il **castello** del Cinquecento domina il porto e ospita un museo, mentre il porticciolo e il bazar si animano nelle sere d’estate. A pochi chilometri, **Alaçatı**, con case di pietra, mulini a vento e hotel di charme, è famosa anche per il windsurf. La spiaggia di Ilıca ha acque basse e sorgenti termali.

### Come arrivare in traghetto

Çeşme è collegata a **Chios** con mezzi veloci in circa 30 minuti e con traghetti per auto in circa un’ora. In estate le corse sono giornaliere, in inverno meno frequenti. È il modo più rapido per unire un viaggio nelle isole dell’Egeo settentrionale con Smirne e la costa egea della Turchia, Efeso compresa.

### Come raggiungere il porto

Il porto di Çeşme è in centro, vicino al castello. L’aeroporto Adnan Menderes di Smirne dista circa 100 km, poco più di un’ora d’auto, e ci sono autobus frequenti tra Smirne e Çeşme. In auto si arriva con l’autostrada Smirne–Çeşme, che termina appena fuori dal paese.

### Quando andare

Da maggio a ottobre. Luglio e agosto sono i mesi più affollati, con una vivace vita notturna ad Alaçatı.

### Consigli

- La Turchia non fa parte dell’UE: verifica se ti serve un visto o un e-visa in base alla tua nazionalità e porta il passaporto o i documenti richiesti.
- D’estate la Turchia ha la stessa ora della Grecia (un’ora avanti rispetto all’Italia); d’inverno è un’ora avanti rispetto alla Grecia.
- Se viaggi in auto, controlla assicurazione e documenti del veicolo per la Turchia.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Chios a Çeşme?',
            answer: 'Circa 30 minuti con il veloce e circa un’ora con il traghetto per auto.',
          },
          {
            question: 'Quanto dista Çeşme da Smirne?',
            answer: 'Circa 85 km, più o meno un’ora di strada.',
          },
          {
            question: 'Serve il visto?',
            answer:
              'Dipende dalla nazionalità. Verifica le regole d’ingresso in Turchia in vigore prima di prenotare.',
          },
        ],
      },
      sq: {
        slug: 'cesme',
        title: 'Çeşme: tragete nga dhe për në Kio',
        metaDescription:
          'Bileta trageti Kio–Çeşme për rreth 30 minuta deri në një orë: dokumentet, ora e Turqisë, Alaçati dhe Izmiri.',
        summary:
          'Qytet bregdetar në gadishullin e Çeşmes, me kështjellë, ujëra termale dhe fshatin prej guri Alaçati, përballë Kios.',
        body: `Çeşmeja ndodhet në majë të gadishullit të saj, rreth 85 km në perëndim të **Izmirit**, dhe është vendpushim i preferuar si për turqit ashtu edhe për të huajt. **Kështjella** e shekullit XVI ngrihet mbi port dhe strehon një muze, ndërsa marina dhe pazari mbushen në mbrëmjet e verës. Disa kilometra larg, **Alaçati**, me shtëpi guri, mullinj me erë dhe hotele butik, njihet edhe për windsurfing. Plazhi i Ilıca-s ka ujë të cekët dhe burime termale.

### Si të shkoni me traget

Çeşmeja lidhet me **Kion** me mjete të shpejta për rreth 30 minuta dhe me tragete për makina për rreth një orë. Në verë ka nisje çdo ditë, në dimër më pak. Kjo linjë është mënyra më e shpejtë për të bashkuar një udhëtim në ishujt e Egjeut verior me Izmirin dhe bregun egjean të Turqisë, përfshirë Efesin.

### Si të arrini në port

Porti i Çeşmes ndodhet në qendër të qytetit, pranë kështjellës. Aeroporti Adnan Menderes i Izmirit është rreth 100 km larg, pak më shumë se një orë me makinë, dhe autobusët qarkullojnë shpesh mes Izmirit dhe Çeşmes. Me makinë arrini nga autostrada Izmir–Çeşme, që mbaron pak jashtë qytetit.

### Kur të shkoni

Nga maji deri në tetor. Korriku dhe gushti janë muajt më të mbushur, me jetë nate të gjallë në Alaçati.

### Këshilla

- Turqia nuk është në BE: kontrolloni nëse ju duhet vizë ose vizë elektronike sipas shtetësisë dhe mbani pasaportën ose dokumentet e kërkuara.
- Në verë ora e Turqisë është e njëjtë me atë të Greqisë; në dimër Turqia është një orë përpara.
- Nëse udhëtoni me makinë, kontrolloni sigurimin dhe dokumentet e automjetit për Turqinë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Kio në Çeşme?',
            answer: 'Rreth 30 minuta me mjet të shpejtë dhe rreth një orë me traget për makina.',
          },
          {
            question: 'Sa larg është Çeşmeja nga Izmiri?',
            answer: 'Rreth 85 km, pra afërsisht një orë me makinë.',
          },
          {
            question: 'A më duhet vizë?',
            answer:
              'Varet nga shtetësia juaj. Kontrolloni rregullat aktuale të hyrjes në Turqi para se të rezervoni.',
          },
        ],
      },
    },
  },
];
