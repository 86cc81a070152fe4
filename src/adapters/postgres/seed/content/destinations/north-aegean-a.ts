import type { SeedDestination } from '../types.ts';

export const NORTH_AEGEAN_A: SeedDestination[] = [
  {
    key: 'lesvos',
    portCodes: ['MJT', 'SGR'],
    region: 'north-aegean',
    coordinates: { lat: 39.1073, lng: 26.5557 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e6eef3', sea: '#2a6f97', land: '#8a9a5b', accent: '#c65d3b' },
    },
    related: ['chios', 'samos', 'ikaria'],
    text: {
      el: {
        slug: 'lesvos',
        title: 'Λέσβος: πλοία για Μυτιλήνη από Πειραιά και Θεσσαλονίκη',
        metaDescription:
          'Εισιτήρια πλοίου για Λέσβο (Μυτιλήνη) από Πειραιά, Θεσσαλονίκη και Καβάλα, συνδέσεις με Χίο και Λήμνο, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Το νησί του ούζου, της Σαπφούς και του Απολιθωμένου Δάσους, με τον Μόλυβο, την Αγιάσο και απέραντους ελαιώνες.',
        body: `Η Λέσβος είναι το τρίτο μεγαλύτερο νησί της Ελλάδας και ένας κόσμος από μόνη της. Η **Μυτιλήνη**, η πρωτεύουσα, έχει μεγάλο κάστρο, αρχοντικά και ζωντανή αγορά. Στον βορρά, ο **Μόλυβος** (Μήθυμνα) με τα πέτρινα σπίτια ανεβαίνει ως το βυζαντινό-γενουάτικο κάστρο, ενώ στα δυτικά το **Απολιθωμένο Δάσος** του Σιγρίου, μέρος του Γεωπάρκου της UNESCO, δείχνει κορμούς δέντρων ηλικίας εκατομμυρίων ετών. Η Αγιάσος στις πλαγιές του Ολύμπου, η Σκάλα Ερεσού, πατρίδα της Σαπφούς, και οι αλυκές της Καλλονής, παράδεισος των παρατηρητών πουλιών την άνοιξη, συμπληρώνουν την εικόνα. Το **ούζο** της Πλωμαρίου και το λάδι από τους απέραντους ελαιώνες είναι τα πιο γνωστά προϊόντα του νησιού.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** τα πλοία κάνουν περίπου 11 με 13 ώρες, συνήθως με στάση στη Χίο, και ταξιδεύουν κυρίως τη νύχτα, οπότε μια καμπίνα είναι καλή επιλογή. Υπάρχουν επίσης γραμμές από **Θεσσαλονίκη** και **Καβάλα** μέσω **Λήμνου**, καθώς και συνδέσεις με Χίο, Σάμο και τα Δωδεκάνησα. Το λιμάνι του Σιγρίου εξυπηρετεί ορισμένα δρομολόγια προς τη Λήμνο και τη Βόρεια Ελλάδα. Από τη Μυτιλήνη υπάρχουν και πλοία για τα απέναντι τουρκικά παράλια, όπως το Αϊβαλί.

### Πότε να πάτε

Ο Απρίλιος και ο Μάιος είναι ιδανικοί για λουλούδια και πουλιά, ο Ιούνιος ως ο Σεπτέμβριος για θάλασσα. Η Λέσβος ζει όλο τον χρόνο και έχει πλοία από τον Πειραιά και τον χειμώνα.

### Χρήσιμες συμβουλές

- Το νησί είναι μεγάλο: από τη Μυτιλήνη ως τη Σκάλα Ερεσού η οδική διαδρομή είναι περίπου 2 ώρες. Ένα αυτοκίνητο είναι σχεδόν απαραίτητο.
- Επισκεφθείτε ένα από τα αποστακτήρια ούζου στο Πλωμάρι.
- Αν σχεδιάζετε ταξίδι σε Λέσβο, Χίο και Σάμο, τα πλοία της γραμμής τα συνδέουν μεταξύ τους.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Μυτιλήνη;',
            answer: 'Περίπου 11 με 13 ώρες, συνήθως με νυχτερινό πλοίο και στάση στη Χίο.',
          },
          {
            question: 'Υπάρχει πλοίο από τη Θεσσαλονίκη;',
            answer:
              'Ναι, υπάρχουν γραμμές από Θεσσαλονίκη και Καβάλα μέσω Λήμνου, με λιγότερα δρομολόγια την εβδομάδα.',
          },
          {
            question: 'Μπορώ να πάω στην Τουρκία από τη Λέσβο;',
            answer: 'Ναι, υπάρχουν πλοία από τη Μυτιλήνη για το Αϊβαλί και, εποχικά, για το Δικελί.',
          },
        ],
      },
      en: {
        slug: 'lesvos',
        title: 'Lesvos: ferries to Mytilene from Piraeus and Thessaloniki',
        metaDescription:
          'Ferry tickets to Lesvos (Mytilene) from Piraeus, Thessaloniki and Kavala, links with Chios and Limnos, crossing times and tips.',
        summary:
          'The island of ouzo, Sappho and the Petrified Forest, with Molyvos, Agiasos and endless olive groves.',
        body: `Lesvos is Greece’s third-largest island and a world of its own. **Mytilene**, the capital, has a large castle, mansions and a lively market. In the north, **Molyvos** (Mithymna) climbs in stone houses up to its Byzantine-Genoese castle, while in the west the **Petrified Forest** of Sigri, part of a UNESCO Global Geopark, displays tree trunks millions of years old. Agiasos on the slopes of Mount Olympus, Skala Eresou, birthplace of Sappho, and the salt pans of Kalloni, a paradise for birdwatchers in spring, complete the picture. **Ouzo** from Plomari and oil from the vast olive groves are the island’s best-known products.

### Getting there by ferry

From **Piraeus** ferries take about 11 to 13 hours, usually calling at Chios, and mostly travel overnight, so a cabin is a good choice. There are also lines from **Thessaloniki** and **Kavala** via **Limnos**, as well as links with Chios, Samos and the Dodecanese. The port of Sigri handles some sailings to Limnos and northern Greece. From Mytilene, ferries also cross to the Turkish coast opposite, for example to Ayvalık.

### When to go

April and May are ideal for wildflowers and birds, June to September for the sea. Lesvos lives all year and has ferries from Piraeus in winter too.

### Tips

- The island is large: from Mytilene to Skala Eresou is about a two-hour drive. A car is almost essential.
- Visit one of the ouzo distilleries in Plomari.
- If you plan a trip to Lesvos, Chios and Samos, the ferries on this line connect them.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Mytilene?',
            answer: 'About 11 to 13 hours, usually overnight with a stop at Chios.',
          },
          {
            question: 'Is there a ferry from Thessaloniki?',
            answer: 'Yes, lines run from Thessaloniki and Kavala via Limnos, with fewer sailings per week.',
          },
          {
            question: 'Can I travel to Turkey from Lesvos?',
            answer: 'Yes, ferries run from Mytilene to Ayvalık and, seasonally, to Dikili.',
          },
        ],
      },
      de: {
        slug: 'lesbos',
        title: 'Lesbos: Fähren nach Mytilini ab Piräus und Thessaloniki',
        metaDescription:
          'Fährtickets nach Lesbos (Mytilini) ab Piräus, Thessaloniki und Kavala, Verbindungen nach Chios und Limnos, Fahrzeiten und Tipps.',
        summary:
          'Die Insel des Ouzo, der Sappho und des Versteinerten Waldes, mit Molyvos, Agiasos und endlosen Olivenhainen.',
        body: `Lesbos ist die drittgrößte Insel Griechenlands und eine Welt für sich. **Mytilini**, der Hauptort, hat eine große Burg, Herrenhäuser und einen lebhaften Markt. Im Norden zieht sich **Molyvos** (Mithymna) mit Steinhäusern bis zur byzantinisch-genuesischen Burg hinauf, im Westen zeigt der **Versteinerte Wald** von Sigri, Teil eines UNESCO-Geoparks, Millionen Jahre alte Baumstämme. Agiasos an den Hängen des Olymp, Skala Eresou, Geburtsort der Sappho, und die Salinen von Kalloni, im Frühjahr ein Paradies für Vogelbeobachter, runden das Bild ab. **Ouzo** aus Plomari und Öl aus den riesigen Olivenhainen sind die bekanntesten Produkte der Insel.

### Anreise mit der Fähre

Ab **Piräus** brauchen die Fähren etwa 11 bis 13 Stunden, meist mit Halt auf Chios, und fahren überwiegend nachts – eine Kabine ist eine gute Wahl. Außerdem gibt es Linien ab **Thessaloniki** und **Kavala** über **Limnos** sowie Verbindungen nach Chios, Samos und in den Dodekanes. Der Hafen Sigri wird von einigen Fähren nach Limnos und Nordgriechenland angelaufen. Von Mytilini fahren zudem Schiffe an die gegenüberliegende türkische Küste, etwa nach Ayvalık.

### Beste Reisezeit

April und Mai sind ideal für Wildblumen und Vögel, Juni bis September für das Meer. Lesbos ist ganzjährig belebt und hat auch im Winter Fähren ab Piräus.

### Tipps

- Die Insel ist groß: Von Mytilini nach Skala Eresou fahren Sie rund zwei Stunden. Ein Auto ist fast unverzichtbar.
- Besuchen Sie eine der Ouzo-Destillerien in Plomari.
- Wer Lesbos, Chios und Samos kombinieren möchte, findet auf dieser Linie passende Fährverbindungen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Mytilini?',
            answer: 'Etwa 11 bis 13 Stunden, meist über Nacht mit Halt auf Chios.',
          },
          {
            question: 'Gibt es eine Fähre ab Thessaloniki?',
            answer:
              'Ja, Linien fahren ab Thessaloniki und Kavala über Limnos, mit weniger Abfahrten pro Woche.',
          },
          {
            question: 'Kann ich von Lesbos in die Türkei fahren?',
            answer: 'Ja, Fähren verkehren von Mytilini nach Ayvalık und saisonal nach Dikili.',
          },
        ],
      },
      es: {
        slug: 'lesbos',
        title: 'Lesbos: ferris a Mitilene desde El Pireo y Tesalónica',
        metaDescription:
          'Billetes de ferry a Lesbos (Mitilene) desde El Pireo, Tesalónica y Kavala, conexiones con Quíos y Lemnos, duración y consejos.',
        summary:
          'La isla del ouzo, de Safo y del Bosque Petrificado, con Molyvos, Agiasos e interminables olivares.',
        body: `Lesbos es la tercera isla más grande de Grecia y un mundo en sí misma. **Mitilene**, la capital, tiene un gran castillo, mansiones y un mercado animado. En el norte, **Molyvos** (Mithymna) sube con sus casas de piedra hasta el castillo bizantino-genovés, mientras que en el oeste el **Bosque Petrificado** de Sigri, parte de un Geoparque Mundial de la UNESCO, muestra troncos de millones de años. Agiasos, en las laderas del monte Olimpo, Skala Eresou, cuna de Safo, y las salinas de Kalloni, paraíso de los observadores de aves en primavera, completan la imagen. El **ouzo** de Plomari y el aceite de sus inmensos olivares son los productos más conocidos de la isla.

### Cómo llegar en ferry

Desde **El Pireo** los barcos tardan entre 11 y 13 horas, normalmente con escala en Quíos, y navegan sobre todo de noche, así que un camarote es buena idea. Hay también líneas desde **Tesalónica** y **Kavala** vía **Lemnos**, y conexiones con Quíos, Samos y el Dodecaneso. El puerto de Sigri recibe algunas salidas hacia Lemnos y el norte de Grecia. Desde Mitilene salen además barcos hacia la costa turca de enfrente, por ejemplo a Ayvalık.

### Cuándo ir

Abril y mayo son ideales para las flores y las aves; de junio a septiembre, para el mar. Lesbos vive todo el año y tiene barcos desde El Pireo también en invierno.

### Consejos

- La isla es grande: de Mitilene a Skala Eresou hay unas dos horas en coche. Un coche es casi imprescindible.
- Visite una de las destilerías de ouzo de Plomari.
- Si planea un viaje por Lesbos, Quíos y Samos, los barcos de esta línea las conectan entre sí.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Mitilene?',
            answer: 'Entre 11 y 13 horas, normalmente de noche y con escala en Quíos.',
          },
          {
            question: '¿Hay ferry desde Tesalónica?',
            answer: 'Sí, hay líneas desde Tesalónica y Kavala vía Lemnos, con menos salidas semanales.',
          },
          {
            question: '¿Se puede ir a Turquía desde Lesbos?',
            answer: 'Sí, hay barcos de Mitilene a Ayvalık y, en temporada, a Dikili.',
          },
        ],
      },
      fr: {
        slug: 'lesbos',
        title: 'Lesbos : ferries pour Mytilène depuis Le Pirée et Thessalonique',
        metaDescription:
          'Billets de ferry pour Lesbos (Mytilène) depuis Le Pirée, Thessalonique et Kavala, liaisons avec Chios et Lemnos, durées et conseils.',
        summary:
          'L’île de l’ouzo, de Sappho et de la forêt pétrifiée, avec Molyvos, Agiassos et d’immenses oliveraies.',
        body: `Lesbos est la troisième plus grande île de Grèce et un monde à part entière. **Mytilène**, le chef-lieu, possède un grand château, des demeures bourgeoises et un marché animé. Au nord, **Molyvos** (Mithymna) grimpe en maisons de pierre jusqu’à son château byzantino-génois, tandis qu’à l’ouest la **forêt pétrifiée** de Sigri, au sein d’un géoparc mondial de l’UNESCO, expose des troncs vieux de millions d’années. Agiassos sur les pentes de l’Olympe, Skala Eressou, patrie de Sappho, et les salines de Kalloni, paradis des ornithologues au printemps, complètent le tableau. L’**ouzo** de Plomari et l’huile des immenses oliveraies sont les produits phares de l’île.

### Y aller en ferry

Depuis **Le Pirée**, les ferries mettent environ 11 à 13 heures, généralement via Chios, et voyagent surtout de nuit : une cabine est un bon choix. Des lignes partent aussi de **Thessalonique** et de **Kavala** via **Lemnos**, et des liaisons desservent Chios, Samos et le Dodécanèse. Le port de Sigri accueille certaines traversées vers Lemnos et le nord de la Grèce. De Mytilène, des bateaux rejoignent aussi la côte turque voisine, par exemple Ayvalık.

### Quand partir

Avril et mai sont idéaux pour les fleurs et les oiseaux, de juin à septembre pour la mer. Lesbos vit toute l’année et reste desservie depuis Le Pirée en hiver.

### Conseils

- L’île est vaste : de Mytilène à Skala Eressou, comptez environ deux heures de route. Une voiture est presque indispensable.
- Visitez l’une des distilleries d’ouzo de Plomari.
- Pour un voyage Lesbos, Chios et Samos, les ferries de cette ligne relient les trois îles.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Mytilène ?',
            answer: 'Environ 11 à 13 heures, en général de nuit avec une escale à Chios.',
          },
          {
            question: 'Y a-t-il un ferry depuis Thessalonique ?',
            answer:
              'Oui, des lignes partent de Thessalonique et de Kavala via Lemnos, avec moins de départs par semaine.',
          },
          {
            question: 'Peut-on aller en Turquie depuis Lesbos ?',
            answer: 'Oui, des bateaux relient Mytilène à Ayvalık et, en saison, à Dikili.',
          },
        ],
      },
      it: {
        slug: 'lesbo',
        title: 'Lesbo: traghetti per Mitilene dal Pireo e da Salonicco',
        metaDescription:
          'Biglietti traghetto per Lesbo (Mitilene) dal Pireo, da Salonicco e Kavala, collegamenti con Chios e Lemno, durata e consigli.',
        summary:
          'L’isola dell’ouzo, di Saffo e della Foresta Pietrificata, con Molyvos, Agiasos e uliveti a perdita d’occhio.',
        body: `Lesbo è la terza isola più grande della Grecia e un mondo a sé. **Mitilene**, il capoluogo, ha un grande castello, palazzi signorili e un mercato vivace. A nord, **Molyvos** (Mithymna) sale con le sue case di pietra fino al castello bizantino-genovese, mentre a ovest la **Foresta Pietrificata** di Sigri, parte di un Geoparco Mondiale UNESCO, mostra tronchi vecchi di milioni di anni. Agiasos sulle pendici del monte Olimpo, Skala Eresou, patria di Saffo, e le saline di Kalloni, paradiso del birdwatching in primavera, completano il quadro. L’**ouzo** di Plomari e l’olio degli immensi uliveti sono i prodotti più noti dell’isola.

### Come arrivare in traghetto

Dal **Pireo** i traghetti impiegano circa 11-13 ore, di solito con scalo a Chios, e viaggiano soprattutto di notte: una cabina è una buona scelta. Ci sono anche linee da **Salonicco** e **Kavala** via **Lemno**, oltre a collegamenti con Chios, Samos e il Dodecaneso. Il porto di Sigri serve alcune corse per Lemno e la Grecia settentrionale. Da Mitilene partono inoltre traghetti per la costa turca di fronte, per esempio per Ayvalık.

### Quando andare

Aprile e maggio sono ideali per fiori e uccelli, da giugno a settembre per il mare. Lesbo vive tutto l’anno e ha traghetti dal Pireo anche in inverno.

### Consigli

- L’isola è grande: da Mitilene a Skala Eresou ci sono circa due ore d’auto. L’auto è quasi indispensabile.
- Visita una delle distillerie di ouzo di Plomari.
- Se pensi a un viaggio tra Lesbo, Chios e Samos, i traghetti di questa linea le collegano tra loro.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Mitilene?',
            answer: 'Circa 11-13 ore, di solito di notte con scalo a Chios.',
          },
          {
            question: 'C’è un traghetto da Salonicco?',
            answer: 'Sì, ci sono linee da Salonicco e Kavala via Lemno, con meno corse settimanali.',
          },
          {
            question: 'Si può andare in Turchia da Lesbo?',
            answer: 'Sì, ci sono traghetti da Mitilene ad Ayvalık e, in stagione, a Dikili.',
          },
        ],
      },
      sq: {
        slug: 'lesbos',
        title: 'Lesbos: tragete për Mitilini nga Pireu dhe Selaniku',
        metaDescription:
          'Bileta trageti për Lesbos (Mitilini) nga Pireu, Selaniku dhe Kavala, lidhje me Kion dhe Limnosin, kohëzgjatja dhe këshilla.',
        summary:
          'Ishulli i uzos, i Safos dhe i Pyllit të Gurëzuar, me Molivosin, Agjiasosin dhe ullishte pa fund.',
        body: `Lesbosi është ishulli i tretë më i madh i Greqisë dhe një botë më vete. **Mitilini**, kryeqendra, ka një kështjellë të madhe, shtëpi zotërinjsh dhe një treg të gjallë. Në veri, **Molivosi** (Mithimna) ngjitet me shtëpi guri deri te kështjella bizantino-gjenoveze, ndërsa në perëndim **Pylli i Gurëzuar** i Sigrit, pjesë e një Gjeoparku Botëror të UNESCO-s, shfaq trungje pemësh miliona vjeçare. Agjiasosi në shpatet e malit Olimp, Skala Eresu, vendlindja e Safos, dhe kriporet e Kalonit, parajsë e vëzhguesve të shpendëve në pranverë, e plotësojnë pamjen. **Uzoja** e Plomarit dhe vaji nga ullishtet e pafund janë produktet më të njohura të ishullit.

### Si të shkoni me traget

Nga **Pireu** tragetet udhëtojnë rreth 11 deri në 13 orë, zakonisht me ndalesë në Kio, dhe lundrojnë kryesisht natën, ndaj një kabinë është zgjedhje e mirë. Ka edhe linja nga **Selaniku** dhe **Kavala** nëpërmjet **Limnosit**, si dhe lidhje me Kion, Samosin dhe Dodekanezin. Porti i Sigrit shërben disa udhëtime drejt Limnosit dhe Greqisë veriore. Nga Mitilini ka edhe anije për bregun turk përballë, për shembull për në Ajvalëk.

### Kur të shkoni

Prilli dhe maji janë idealë për lule e shpendë, qershor–shtator për det. Lesbosi jeton gjatë gjithë vitit dhe ka tragete nga Pireu edhe në dimër.

### Këshilla

- Ishulli është i madh: nga Mitilini në Skala Eresu rruga me makinë zgjat rreth dy orë. Makina është pothuajse e domosdoshme.
- Vizitoni një nga distileritë e uzos në Plomar.
- Nëse planifikoni një udhëtim në Lesbos, Kio dhe Samos, tragetet e kësaj linje i lidhin me njëri-tjetrin.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Mitilini?',
            answer: 'Rreth 11 deri në 13 orë, zakonisht natën me ndalesë në Kio.',
          },
          {
            question: 'A ka traget nga Selaniku?',
            answer: 'Po, ka linja nga Selaniku dhe Kavala nëpërmjet Limnosit, me më pak nisje në javë.',
          },
          {
            question: 'A mund të shkoj në Turqi nga Lesbosi?',
            answer: 'Po, ka tragete nga Mitilini për në Ajvalëk dhe, sezonalisht, për në Dikili.',
          },
        ],
      },
    },
  },
  {
    key: 'chios',
    portCodes: ['JKH'],
    region: 'north-aegean',
    coordinates: { lat: 38.3703, lng: 26.1392 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#ecf1f4', sea: '#2d6a8a', land: '#bfa27a', accent: '#3b3b3b' },
    },
    related: ['lesvos', 'samos', 'ikaria', 'cesme'],
    text: {
      el: {
        slug: 'chios',
        title: 'Χίος: πλοία από Πειραιά και Τσεσμέ',
        metaDescription:
          'Εισιτήρια πλοίου για Χίο από Πειραιά και Λέσβο, σύνδεση με Τσεσμέ, διάρκεια ταξιδιού, Μαστιχοχώρια, Νέα Μονή και χρήσιμες συμβουλές.',
        summary:
          'Τα μεσαιωνικά Μαστιχοχώρια, η Νέα Μονή της UNESCO και οι αρχοντικοί Κάμποι. Μισή ώρα με ταχύπλοο από τον Τσεσμέ.',
        body: `Η Χίος είναι νησί με ισχυρή ναυτική παράδοση και ξεχωριστά χωριά. Στον νότο, τα **Μαστιχοχώρια** χτίστηκαν από τους Γενουάτες ως οχυρωμένοι οικισμοί για την προστασία της **μαστίχας**, που παράγεται μόνο εδώ: το **Πυργί** με τα γεωμετρικά «ξυστά» στις προσόψεις και τα **Μεστά** με τα λαβυρινθώδη σοκάκια είναι μοναδικά. Η **Νέα Μονή**, του 11ου αιώνα, με τα βυζαντινά ψηφιδωτά της, είναι μνημείο παγκόσμιας κληρονομιάς της UNESCO, ενώ κοντά της το εγκαταλειμμένο **Ανάβατο** στέκει σε έναν απόκρημνο βράχο. Νότια της πόλης, ο **Κάμπος** έχει πέτρινα αρχοντικά μέσα σε περιβόλια εσπεριδοειδών. Για μπάνιο, τα **Μαύρα Βόλια** στο Εμπορειό με τα μαύρα ηφαιστειακά βότσαλα είναι από τις πιο ιδιαίτερες παραλίες του Αιγαίου.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** τα συμβατικά πλοία χρειάζονται περίπου 7 με 9 ώρες και πολλά δρομολόγια είναι νυχτερινά. Η Χίος συνδέεται επίσης με **Λέσβο**, **Σάμο**, **Ικαρία** και **Λήμνο**, καθώς και με τα μικρά νησιά **Οινούσσες** και **Ψαρά**. Για την Τουρκία, ταχύπλοα και οχηματαγωγά φτάνουν στον **Τσεσμέ** σε περίπου 30 λεπτά έως μία ώρα.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Το Πάσχα στον Βροντάδο γίνεται ο γνωστός «ρουκετοπόλεμος». Τον Ιούλιο και τον Αύγουστο γίνεται η συγκομιδή της μαστίχας.

### Χρήσιμες συμβουλές

- Το Μουσείο Μαστίχας στα Μαστιχοχώρια εξηγεί την καλλιέργεια και την ιστορία του προϊόντος.
- Για τον Τσεσμέ έχετε μαζί διαβατήριο ή ταυτότητα, σύμφωνα με τους κανόνες εισόδου της Τουρκίας.
- Με αυτοκίνητο θα συνδυάσετε Πυργί, Μεστά και Ολύμποι σε μία μέρα.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Χίο;',
            answer: 'Περίπου 7 με 9 ώρες με συμβατικό πλοίο, συχνά με νυχτερινό δρομολόγιο.',
          },
          {
            question: 'Πόσο απέχει η Χίος από τον Τσεσμέ;',
            answer: 'Περίπου 30 λεπτά με ταχύπλοο και έως μία ώρα με οχηματαγωγό.',
          },
          {
            question: 'Πού βρίσκονται τα Μαστιχοχώρια;',
            answer: 'Στο νότιο τμήμα του νησιού, περίπου 30 με 45 λεπτά οδικώς από την πόλη της Χίου.',
          },
        ],
      },
      en: {
        slug: 'chios',
        title: 'Chios: ferries from Piraeus and Çeşme',
        metaDescription:
          'Ferry tickets to Chios from Piraeus and Lesvos, the link to Çeşme, crossing times, the mastic villages, Nea Moni and useful tips.',
        summary:
          'The medieval mastic villages, UNESCO-listed Nea Moni and the mansions of Kambos. Half an hour by fast boat from Çeşme.',
        body: `Chios is an island with a strong seafaring tradition and remarkable villages. In the south, the **mastic villages** were built by the Genoese as fortified settlements to protect the **mastic** resin that is produced only here: **Pyrgi**, with geometric *xysta* patterns on its façades, and **Mesta**, with its maze of lanes, are unique. The 11th-century monastery of **Nea Moni**, with its Byzantine mosaics, is a UNESCO World Heritage Site, and nearby abandoned **Anavatos** clings to a sheer rock. South of town, **Kambos** has stone mansions set among citrus orchards. For swimming, **Mavra Volia** at Emporios, with black volcanic pebbles, is one of the most unusual beaches in the Aegean.

### Getting there by ferry

From **Piraeus** conventional ferries take about 7 to 9 hours, and many sailings run overnight. Chios is also linked with **Lesvos**, **Samos**, **Ikaria** and **Limnos**, and with the small islands of **Oinousses** and **Psara**. For Turkey, fast boats and car ferries reach **Çeşme** in about 30 minutes to an hour.

### When to go

From May to October. At Easter, Vrontados holds its famous “rocket war”. Mastic is harvested in July and August.

### Tips

- The Chios Mastic Museum in the south explains how the resin is grown and its history.
- For Çeşme, carry a passport or identity card in line with Turkey’s entry rules.
- With a car you can combine Pyrgi, Mesta and Olympi in one day.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Chios?',
            answer: 'About 7 to 9 hours by conventional ferry, often overnight.',
          },
          {
            question: 'How far is Chios from Çeşme?',
            answer: 'About 30 minutes by fast boat and up to an hour by car ferry.',
          },
          {
            question: 'Where are the mastic villages?',
            answer: 'In the south of the island, about 30 to 45 minutes’ drive from Chios Town.',
          },
        ],
      },
      de: {
        slug: 'chios',
        title: 'Chios: Fähren ab Piräus und Çeşme',
        metaDescription:
          'Fährtickets nach Chios ab Piräus und Lesbos, Verbindung nach Çeşme, Fahrzeiten, die Mastixdörfer, Nea Moni und nützliche Tipps.',
        summary:
          'Die mittelalterlichen Mastixdörfer, das UNESCO-Kloster Nea Moni und die Herrenhäuser von Kambos. Eine halbe Stunde per Schnellboot von Çeşme.',
        body: `Chios ist eine Insel mit starker Seefahrertradition und außergewöhnlichen Dörfern. Im Süden errichteten die Genuesen die **Mastixdörfer** als befestigte Siedlungen zum Schutz des **Mastix**, eines Harzes, das nur hier gewonnen wird: **Pyrgi** mit geometrischen *Xysta*-Mustern an den Fassaden und **Mesta** mit seinem Gassenlabyrinth sind einzigartig. Das Kloster **Nea Moni** aus dem 11. Jahrhundert mit seinen byzantinischen Mosaiken ist UNESCO-Welterbe, und ganz in der Nähe klammert sich das verlassene **Anavatos** an einen steilen Felsen. Südlich der Stadt liegen in **Kambos** steinerne Herrenhäuser inmitten von Zitrusgärten. Zum Baden ist **Mavra Volia** bei Emporios mit schwarzen Vulkankieseln einer der ungewöhnlichsten Strände der Ägäis.

### Anreise mit der Fähre

Ab **Piräus** brauchen konventionelle Fähren etwa 7 bis 9 Stunden, viele Abfahrten gehen über Nacht. Chios ist außerdem mit **Lesbos**, **Samos**, **Ikaria** und **Limnos** sowie mit den kleinen Inseln **Inousses** und **Psara** verbunden. In die Türkei erreichen Schnellboote und Autofähren **Çeşme** in etwa 30 Minuten bis einer Stunde.

### Beste Reisezeit

Von Mai bis Oktober. Zu Ostern findet in Vrontados der berühmte „Raketenkrieg“ statt. Im Juli und August wird Mastix geerntet.

### Tipps

- Das Mastix-Museum im Süden erklärt Anbau und Geschichte des Harzes.
- Für Çeşme Reisepass oder Personalausweis gemäß den türkischen Einreisebestimmungen mitnehmen.
- Mit dem Auto lassen sich Pyrgi, Mesta und Olympi an einem Tag verbinden.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Chios?',
            answer: 'Etwa 7 bis 9 Stunden mit der konventionellen Fähre, oft über Nacht.',
          },
          {
            question: 'Wie weit ist Chios von Çeşme entfernt?',
            answer: 'Etwa 30 Minuten mit dem Schnellboot und bis zu einer Stunde mit der Autofähre.',
          },
          {
            question: 'Wo liegen die Mastixdörfer?',
            answer: 'Im Süden der Insel, etwa 30 bis 45 Autominuten von Chios-Stadt entfernt.',
          },
        ],
      },
      es: {
        slug: 'quios',
        title: 'Quíos: ferris desde El Pireo y Çeşme',
        metaDescription:
          'Billetes de ferry a Quíos desde El Pireo y Lesbos, la conexión con Çeşme, duración, los pueblos del mástique, Nea Moni y consejos útiles.',
        summary:
          'Los pueblos medievales del mástique, el monasterio de Nea Moni, Patrimonio de la UNESCO, y las mansiones de Kambos. A media hora de Çeşme.',
        body: `Quíos es una isla de gran tradición marinera y pueblos singulares. En el sur, los genoveses construyeron los **pueblos del mástique** como asentamientos fortificados para proteger el **mástique**, una resina que solo se produce aquí: **Pyrgi**, con dibujos geométricos *xysta* en las fachadas, y **Mesta**, con su laberinto de callejuelas, son únicos. El monasterio de **Nea Moni**, del siglo XI y con mosaicos bizantinos, es Patrimonio Mundial de la UNESCO, y cerca el abandonado **Anavatos** se aferra a una roca escarpada. Al sur de la ciudad, **Kambos** reúne mansiones de piedra entre huertos de cítricos. Para bañarse, **Mavra Volia**, en Emporios, con guijarros volcánicos negros, es una de las playas más singulares del Egeo.

### Cómo llegar en ferry

Desde **El Pireo** los ferris convencionales tardan entre 7 y 9 horas, y muchas salidas son nocturnas. Quíos también se conecta con **Lesbos**, **Samos**, **Icaria** y **Lemnos**, y con las pequeñas **Inousses** y **Psara**. Hacia Turquía, barcos rápidos y ferris de coches llegan a **Çeşme** en 30 minutos a una hora.

### Cuándo ir

De mayo a octubre. En Semana Santa, Vrontados celebra su famosa «guerra de cohetes». El mástique se cosecha en julio y agosto.

### Consejos

- El Museo del Mástique, en el sur, explica el cultivo y la historia de la resina.
- Para ir a Çeşme, lleve pasaporte o documento de identidad según las normas de entrada de Turquía.
- En coche puede combinar Pyrgi, Mesta y Olympi en un mismo día.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Quíos?',
            answer: 'Entre 7 y 9 horas en ferry convencional, a menudo de noche.',
          },
          {
            question: '¿A qué distancia está Quíos de Çeşme?',
            answer: 'Unos 30 minutos en barco rápido y hasta una hora en ferry de coches.',
          },
          {
            question: '¿Dónde están los pueblos del mástique?',
            answer: 'En el sur de la isla, a unos 30-45 minutos en coche de la ciudad de Quíos.',
          },
        ],
      },
      fr: {
        slug: 'chios',
        title: 'Chios : ferries depuis Le Pirée et Çeşme',
        metaDescription:
          'Billets de ferry pour Chios depuis Le Pirée et Lesbos, liaison avec Çeşme, durées, villages du mastic, Néa Moni et conseils utiles.',
        summary:
          'Les villages médiévaux du mastic, le monastère de Néa Moni classé par l’UNESCO et les demeures de Kambos. À une demi-heure de Çeşme.',
        body: `Chios est une île de grande tradition maritime aux villages remarquables. Au sud, les Génois ont bâti les **villages du mastic** comme des bourgs fortifiés pour protéger le **mastic**, une résine produite uniquement ici : **Pyrgi**, aux façades ornées de motifs géométriques *xysta*, et **Mesta**, avec son dédale de ruelles, sont uniques. Le monastère de **Néa Moni**, du XIe siècle, avec ses mosaïques byzantines, est inscrit au patrimoine mondial de l’UNESCO, et tout près le village abandonné d’**Anavatos** s’accroche à un rocher abrupt. Au sud de la ville, **Kambos** réunit des demeures de pierre au milieu des vergers d’agrumes. Pour la baignade, **Mavra Volia** à Emporios, aux galets volcaniques noirs, est l’une des plages les plus singulières de l’Égée.

### Y aller en ferry

Depuis **Le Pirée**, les ferries classiques mettent environ 7 à 9 heures, et beaucoup voyagent de nuit. Chios est aussi reliée à **Lesbos**, **Samos**, **Ikaria** et **Lemnos**, ainsi qu’aux petites îles d’**Oinousses** et de **Psara**. Vers la Turquie, rapides et ferries rejoignent **Çeşme** en 30 minutes à une heure.

### Quand partir

De mai à octobre. À Pâques, Vrontados organise sa célèbre « guerre des fusées ». Le mastic se récolte en juillet et août.

### Conseils

- Le musée du Mastic, au sud, explique la culture et l’histoire de la résine.
- Pour Çeşme, munissez-vous d’un passeport ou d’une carte d’identité selon les règles d’entrée en Turquie.
- En voiture, vous combinerez Pyrgi, Mesta et Olympi en une journée.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Chios ?',
            answer: 'Environ 7 à 9 heures en ferry classique, souvent de nuit.',
          },
          {
            question: 'Quelle distance entre Chios et Çeşme ?',
            answer: 'Environ 30 minutes en bateau rapide et jusqu’à une heure en ferry.',
          },
          {
            question: 'Où se trouvent les villages du mastic ?',
            answer: 'Dans le sud de l’île, à 30-45 minutes de route de Chios-ville.',
          },
        ],
      },
      it: {
        slug: 'chios',
        title: 'Chios: traghetti dal Pireo e da Çeşme',
        metaDescription:
          'Biglietti traghetto per Chios dal Pireo e da Lesbo, il collegamento con Çeşme, durata, i villaggi del mastice, Nea Moni e consigli utili.',
        summary:
          'I villaggi medievali del mastice, il monastero di Nea Moni patrimonio UNESCO e le ville del Kambos. Mezz’ora di veloce da Çeşme.',
        body: `Chios è un’isola di grande tradizione marinara e villaggi straordinari. A sud, i genovesi costruirono i **villaggi del mastice** come borghi fortificati per proteggere il **mastice**, una resina prodotta solo qui: **Pyrgi**, con i motivi geometrici *xysta* sulle facciate, e **Mesta**, con il suo labirinto di vicoli, sono unici. Il monastero di **Nea Moni**, dell’XI secolo, con i suoi mosaici bizantini, è Patrimonio dell’Umanità UNESCO, e poco lontano il villaggio abbandonato di **Anavatos** si aggrappa a una rupe. A sud della città, il **Kambos** riunisce ville in pietra tra agrumeti. Per il bagno, **Mavra Volia** a Emporios, con ciottoli vulcanici neri, è una delle spiagge più particolari dell’Egeo.

### Come arrivare in traghetto

Dal **Pireo** i traghetti convenzionali impiegano circa 7-9 ore e molte corse sono notturne. Chios è collegata anche con **Lesbo**, **Samos**, **Ikaria** e **Lemno**, e con le piccole isole di **Oinousses** e **Psara**. Per la Turchia, veloci e traghetti per auto raggiungono **Çeşme** in circa 30 minuti-un’ora.

### Quando andare

Da maggio a ottobre. A Pasqua, a Vrontados si svolge la famosa «guerra dei razzi». Il mastice si raccoglie a luglio e agosto.

### Consigli

- Il Museo del Mastice, nel sud dell’isola, spiega la coltivazione e la storia della resina.
- Per Çeşme porta passaporto o carta d’identità secondo le regole d’ingresso in Turchia.
- In auto puoi abbinare Pyrgi, Mesta e Olympi in una sola giornata.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Chios?',
            answer: 'Circa 7-9 ore con il convenzionale, spesso di notte.',
          },
          {
            question: 'Quanto dista Chios da Çeşme?',
            answer: 'Circa 30 minuti con il veloce e fino a un’ora con il traghetto per auto.',
          },
          {
            question: 'Dove si trovano i villaggi del mastice?',
            answer: 'Nel sud dell’isola, a circa 30-45 minuti d’auto dalla città di Chios.',
          },
        ],
      },
      sq: {
        slug: 'kio',
        title: 'Kio (Hios): tragete nga Pireu dhe Çeşme',
        metaDescription:
          'Bileta trageti për Kio nga Pireu dhe Lesbosi, lidhja me Çeşmen, kohëzgjatja, fshatrat e mastikës, Nea Moni dhe këshilla të dobishme.',
        summary:
          'Fshatrat mesjetarë të mastikës, manastiri Nea Moni i UNESCO-s dhe shtëpitë e Kambosit. Gjysmë ore me mjet të shpejtë nga Çeşmeja.',
        body: `Kio është ishull me traditë të fortë detare dhe fshatra të veçantë. Në jug, gjenovezët ndërtuan **fshatrat e mastikës** si vendbanime të fortifikuara për të mbrojtur **mastikën**, një rrëshirë që prodhohet vetëm këtu: **Pirgi**, me motivet gjeometrike *ksista* në fasada, dhe **Mesta**, me labirintin e rrugicave, janë unike. Manastiri **Nea Moni**, i shekullit XI, me mozaikët bizantinë, është Trashëgimi Botërore e UNESCO-s, ndërsa afër tij fshati i braktisur **Anavatos** qëndron mbi një shkëmb të thepisur. Në jug të qytetit, **Kambosi** ka shtëpi zotërinjsh prej guri mes kopshteve me agrume. Për not, **Mavra Volia** në Emborio, me guralecë të zinj vullkanikë, është një nga plazhet më të veçanta të Egjeut.

### Si të shkoni me traget

Nga **Pireu** tragetet konvencionale udhëtojnë rreth 7 deri në 9 orë dhe shumë nisje bëhen natën. Kio lidhet gjithashtu me **Lesbosin**, **Samosin**, **Ikarian** dhe **Limnosin**, si dhe me ishujt e vegjël **Inuses** dhe **Psara**. Për në Turqi, mjetet e shpejta dhe tragetet për makina arrijnë në **Çeşme** për rreth 30 minuta deri në një orë.

### Kur të shkoni

Nga maji deri në tetor. Në Pashkë, në Vrondados zhvillohet «lufta e raketave» e famshme. Mastika vilet në korrik dhe gusht.

### Këshilla

- Muzeu i Mastikës në jug shpjegon kultivimin dhe historinë e rrëshirës.
- Për Çeşmen mbani pasaportë ose kartë identiteti sipas rregullave të hyrjes në Turqi.
- Me makinë mund të kombinoni Pirgin, Mestën dhe Olimbin brenda një dite.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Kio?',
            answer: 'Rreth 7 deri në 9 orë me traget konvencional, shpesh natën.',
          },
          {
            question: 'Sa larg është Kio nga Çeşmeja?',
            answer: 'Rreth 30 minuta me mjet të shpejtë dhe deri në një orë me traget për makina.',
          },
          {
            question: 'Ku ndodhen fshatrat e mastikës?',
            answer: 'Në jug të ishullit, rreth 30 deri në 45 minuta me makinë nga qyteti i Kios.',
          },
        ],
      },
    },
  },
];
