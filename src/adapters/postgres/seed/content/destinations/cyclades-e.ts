import type { SeedDestination } from '../types.ts';

export const CYCLADES_E: SeedDestination[] = [
  {
    key: 'sifnos',
    portCodes: ['SIF'],
    region: 'cyclades',
    coordinates: { lat: 36.9714, lng: 24.7056 },
    illustration: {
      scene: 'island-village',
      palette: { sky: '#d6ebf7', sea: '#2475a8', land: '#e8dcc2', accent: '#b85c38' },
    },
    related: ['milos', 'folegandros', 'paros'],
    text: {
      el: {
        slug: 'sifnos',
        title: 'Σίφνος: πλοία, μονοπάτια και κουζίνα',
        metaDescription:
          'Εισιτήρια πλοίου για Σίφνο από Πειραιά και τις Δυτικές Κυκλάδες: λιμάνι Καμάρες, διάρκεια ταξιδιού, Μήλος και Σέριφος, πρακτικές συμβουλές.',
        summary:
          'Νησί της αγγειοπλαστικής και της καλής κουζίνας, με το Κάστρο, τη Χρυσοπηγή και ένα πυκνό δίκτυο σηματοδοτημένων μονοπατιών.',
        body: `Η Σίφνος είναι μικρή αλλά έχει πολλά να προσφέρει. Η **Απολλωνία** και η Αρτεμώνας, τα δύο κεντρικά χωριά, ενώνονται με ένα ωραίο πλακόστρωτο δρομάκι, ενώ το μεσαιωνικό **Κάστρο** στέκεται πάνω από τη θάλασσα στην ανατολική ακτή. Το μοναστήρι της **Χρυσοπηγής**, χτισμένο σε βράχο που μπαίνει στη θάλασσα, είναι ίσως η πιο γνωστή εικόνα του νησιού. Η Σίφνος έχει μακρά παράδοση στην **κεραμική**, με εργαστήρια που λειτουργούν ακόμα στις Καμάρες, στο Πλατύ Γιαλό και στο Βαθύ, και στη **μαγειρική**: από εδώ καταγόταν ο Νικόλαος Τσελεμέντες, και η ρεβιθάδα που ψήνεται όλη νύχτα σε πήλινο τσουκάλι είναι το κυριακάτικο φαγητό του νησιού. Ένα δίκτυο σηματοδοτημένων μονοπατιών συνδέει τα χωριά, τα ξωκλήσια και τις παραλίες.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στις **Καμάρες**, στη δυτική ακτή. Από τον **Πειραιά** τα ταχύπλοα χρειάζονται περίπου 2,5 ώρες και τα συμβατικά πλοία, μέσω Κύθνου και Σερίφου, περίπου 5 ώρες. Η Σέριφος απέχει περίπου 30 λεπτά και η Μήλος περίπου μία ώρα, ενώ το καλοκαίρι υπάρχουν συνδέσεις με Φολέγανδρο, Πάρο και Σαντορίνη.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί για περπάτημα και κολύμπι. Τον Αύγουστο το νησί γεμίζει με επισκέπτες από την Αθήνα. Τον χειμώνα τα δρομολόγια αραιώνουν αλλά δεν σταματούν.

### Χρήσιμες συμβουλές

- Οι αποστάσεις είναι μικρές και τα λεωφορεία συνδέουν τις Καμάρες με την Απολλωνία, το Κάστρο, τον Πλατύ Γιαλό και το Βαθύ.
- Κλείστε τραπέζι νωρίς τα βράδια του Αυγούστου στις γνωστές ταβέρνες.
- Η Σίφνος συνδυάζεται ωραία με τη Μήλο και τη Σέριφο σε ένα ταξίδι στις Δυτικές Κυκλάδες.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Σίφνο;',
            answer: 'Περίπου 2,5 ώρες με ταχύπλοο και περίπου 5 ώρες με συμβατικό πλοίο.',
          },
          {
            question: 'Πού δένουν τα πλοία στη Σίφνο;',
            answer:
              'Στις Καμάρες, από όπου λεωφορεία και ταξί ανεβαίνουν στην Απολλωνία σε περίπου 15 λεπτά.',
          },
          {
            question: 'Χρειάζομαι αυτοκίνητο στη Σίφνο;',
            answer:
              'Όχι απαραίτητα. Το νησί είναι μικρό, τα λεωφορεία καλύπτουν τα κύρια σημεία και πολλά χωριά συνδέονται με μονοπάτια.',
          },
        ],
      },
      en: {
        slug: 'sifnos',
        title: 'Sifnos: ferries, footpaths and food',
        metaDescription:
          'Ferry tickets to Sifnos from Piraeus and the Western Cyclades: the port of Kamares, crossing times, Milos and Serifos, and practical tips.',
        summary:
          'An island of potters and good cooking, with the medieval Kastro, Chrysopigi monastery and a dense network of waymarked paths.',
        body: `Sifnos is small but generous. **Apollonia** and Artemonas, the two central villages, are joined by a lovely paved lane, and the medieval **Kastro** stands above the sea on the east coast. The monastery of **Chrysopigi**, built on a rock jutting into the sea, is perhaps the island’s best-known image. Sifnos has a long tradition of **pottery**, with workshops still active at Kamares, Platys Gialos and Vathi, and of **cooking**: Nikolaos Tselementes, author of Greece’s classic cookbook, came from here, and *revithada*, chickpeas slow-baked overnight in a clay pot, is the island’s Sunday dish. A network of waymarked footpaths links villages, chapels and beaches.

### Getting there by ferry

Ferries dock at **Kamares** on the west coast. From **Piraeus** high-speed ferries take about 2.5 hours and conventional ferries, calling at Kythnos and Serifos, about 5 hours. Serifos is about 30 minutes away and Milos about an hour, and in summer there are links to Folegandros, Paros and Santorini.

### When to go

May, June and September are ideal for walking and swimming. In August the island fills with visitors from Athens. In winter sailings are fewer but do not stop.

### Tips

- Distances are short, and buses link Kamares with Apollonia, Kastro, Platys Gialos and Vathi.
- Book a table early on August evenings at the well-known tavernas.
- Sifnos pairs well with Milos and Serifos on a Western Cyclades trip.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Sifnos?',
            answer: 'About 2.5 hours by high-speed ferry and about 5 hours by conventional ferry.',
          },
          {
            question: 'Where do ferries arrive on Sifnos?',
            answer: 'At Kamares, from where buses and taxis reach Apollonia in about 15 minutes.',
          },
          {
            question: 'Do I need a car on Sifnos?',
            answer:
              'Not necessarily. The island is small, buses cover the main places and many villages are linked by footpaths.',
          },
        ],
      },
      de: {
        slug: 'sifnos',
        title: 'Sifnos: Fähren, Wanderwege und Küche',
        metaDescription:
          'Fährtickets nach Sifnos ab Piräus und den Westkykladen: Hafen Kamares, Fahrzeiten, Milos und Serifos sowie praktische Tipps.',
        summary:
          'Eine Insel der Töpfer und der guten Küche, mit dem mittelalterlichen Kastro, dem Kloster Chrysopigi und einem dichten Netz markierter Wege.',
        body: `Sifnos ist klein, hat aber viel zu bieten. **Apollonia** und Artemonas, die beiden Hauptdörfer, verbindet ein schöner gepflasterter Weg, und an der Ostküste thront das mittelalterliche **Kastro** über dem Meer. Das Kloster **Chrysopigi** auf einem Felsen, der ins Meer ragt, ist wohl das bekannteste Motiv der Insel. Sifnos hat eine lange **Töpfertradition** – in Kamares, Platys Gialos und Vathi arbeiten noch heute Werkstätten – und eine ebenso lange **Kochtradition**: Nikolaos Tselementes, Verfasser des klassischen griechischen Kochbuchs, stammte von hier, und *Revithada*, Kichererbsen, die über Nacht im Tontopf garen, ist das Sonntagsgericht der Insel. Ein Netz markierter Wanderwege verbindet Dörfer, Kapellen und Strände.

### Anreise mit der Fähre

Die Fähren legen in **Kamares** an der Westküste an. Ab **Piräus** brauchen Schnellfähren etwa 2,5 Stunden, konventionelle Fähren mit Stopps auf Kythnos und Serifos etwa 5 Stunden. Serifos liegt rund 30 Minuten entfernt, Milos etwa eine Stunde; im Sommer gibt es Verbindungen nach Folegandros, Paros und Santorini.

### Beste Reisezeit

Mai, Juni und September sind ideal zum Wandern und Baden. Im August ist die Insel voller Besucher aus Athen. Im Winter fahren weniger Fähren, die Verbindung reißt aber nicht ab.

### Tipps

- Die Entfernungen sind kurz, Busse verbinden Kamares mit Apollonia, Kastro, Platys Gialos und Vathi.
- An Augustabenden in den bekannten Tavernen früh einen Tisch reservieren.
- Sifnos lässt sich gut mit Milos und Serifos zu einer Reise durch die Westkykladen verbinden.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Sifnos?',
            answer: 'Etwa 2,5 Stunden mit der Schnellfähre und etwa 5 Stunden mit der konventionellen Fähre.',
          },
          {
            question: 'Wo kommen die Fähren auf Sifnos an?',
            answer: 'In Kamares; von dort sind Sie mit Bus oder Taxi in etwa 15 Minuten in Apollonia.',
          },
          {
            question: 'Brauche ich auf Sifnos ein Auto?',
            answer:
              'Nicht unbedingt. Die Insel ist klein, die Busse fahren die wichtigsten Orte an, und viele Dörfer sind durch Wanderwege verbunden.',
          },
        ],
      },
      es: {
        slug: 'sifnos',
        title: 'Sifnos: ferris, senderos y cocina',
        metaDescription:
          'Billetes de ferry a Sifnos desde El Pireo y las Cícladas occidentales: el puerto de Kamares, duración, Milos y Serifos, y consejos prácticos.',
        summary:
          'Isla de alfareros y de buena cocina, con el Kastro medieval, el monasterio de Chrysopigi y una densa red de senderos señalizados.',
        body: `Sifnos es pequeña pero generosa. **Apollonia** y Artemonas, los dos pueblos centrales, están unidos por un bonito camino empedrado, y el **Kastro** medieval se alza sobre el mar en la costa este. El monasterio de **Chrysopigi**, construido sobre una roca que se adentra en el mar, es quizá la imagen más conocida de la isla. Sifnos tiene una larga tradición **alfarera**, con talleres todavía activos en Kamares, Platys Gialos y Vathi, y **gastronómica**: de aquí era Nikolaos Tselementes, autor del recetario clásico griego, y la *revithada*, garbanzos cocidos toda la noche en una olla de barro, es el plato dominical de la isla. Una red de senderos señalizados une pueblos, ermitas y playas.

### Cómo llegar en ferry

Los barcos atracan en **Kamares**, en la costa oeste. Desde **El Pireo** los ferris rápidos tardan unas 2,5 horas y los convencionales, con escalas en Kythnos y Serifos, unas 5 horas. Serifos está a unos 30 minutos y Milos a una hora, y en verano hay conexiones con Folegandros, Paros y Santorini.

### Cuándo ir

Mayo, junio y septiembre son ideales para caminar y bañarse. En agosto la isla se llena de visitantes de Atenas. En invierno hay menos salidas, pero no se interrumpen.

### Consejos

- Las distancias son cortas y los autobuses unen Kamares con Apollonia, Kastro, Platys Gialos y Vathi.
- Reserve mesa con antelación en las tabernas conocidas durante las noches de agosto.
- Sifnos combina muy bien con Milos y Serifos en un viaje por las Cícladas occidentales.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Sifnos?',
            answer: 'Unas 2,5 horas en ferry rápido y unas 5 horas en ferry convencional.',
          },
          {
            question: '¿Dónde llegan los barcos a Sifnos?',
            answer: 'A Kamares, desde donde autobuses y taxis suben a Apollonia en unos 15 minutos.',
          },
          {
            question: '¿Necesito coche en Sifnos?',
            answer:
              'No necesariamente. La isla es pequeña, los autobuses cubren los puntos principales y muchos pueblos están unidos por senderos.',
          },
        ],
      },
      fr: {
        slug: 'sifnos',
        title: 'Sifnos : ferries, sentiers et cuisine',
        metaDescription:
          'Billets de ferry pour Sifnos depuis Le Pirée et les Cyclades de l’Ouest : port de Kamares, durées, Milos et Sérifos, conseils pratiques.',
        summary:
          'Île de potiers et de bonne cuisine, avec le Kastro médiéval, le monastère de Chrysopigi et un réseau dense de sentiers balisés.',
        body: `Sifnos est petite mais généreuse. **Apollonia** et Artemonas, les deux villages centraux, sont reliés par une jolie ruelle dallée, et le **Kastro** médiéval domine la mer sur la côte est. Le monastère de **Chrysopigi**, bâti sur un rocher avancé dans la mer, est sans doute l’image la plus connue de l’île. Sifnos a une longue tradition de **poterie**, avec des ateliers encore actifs à Kamares, Platys Gialos et Vathi, et de **cuisine** : Nikolaos Tselementes, auteur du grand livre de cuisine grec, en était originaire, et la *revithada*, pois chiches cuits toute la nuit dans une jarre en terre, est le plat du dimanche. Un réseau de sentiers balisés relie villages, chapelles et plages.

### Y aller en ferry

Les navires accostent à **Kamares**, sur la côte ouest. Depuis **Le Pirée**, les rapides mettent environ 2 h 30 et les ferries classiques, via Kythnos et Sérifos, environ 5 heures. Sérifos est à 30 minutes environ et Milos à une heure ; en été, des liaisons desservent Folégandros, Paros et Santorin.

### Quand partir

Mai, juin et septembre sont idéaux pour marcher et se baigner. En août, l’île se remplit de visiteurs athéniens. En hiver, les départs sont moins nombreux mais ne cessent pas.

### Conseils

- Les distances sont courtes et les bus relient Kamares à Apollonia, Kastro, Platys Gialos et Vathi.
- Les soirs d’août, réservez tôt dans les tavernes réputées.
- Sifnos se combine très bien avec Milos et Sérifos pour un voyage dans les Cyclades de l’Ouest.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Sifnos ?',
            answer: 'Environ 2 h 30 en navire rapide et 5 heures environ en ferry classique.',
          },
          {
            question: 'Où arrivent les ferries à Sifnos ?',
            answer: 'À Kamares, d’où bus et taxis montent à Apollonia en 15 minutes environ.',
          },
          {
            question: 'Faut-il une voiture à Sifnos ?',
            answer:
              'Pas forcément. L’île est petite, les bus desservent les lieux principaux et de nombreux villages sont reliés par des sentiers.',
          },
        ],
      },
      it: {
        slug: 'sifnos',
        title: 'Sifnos: traghetti, sentieri e cucina',
        metaDescription:
          'Biglietti traghetto per Sifnos dal Pireo e dalle Cicladi occidentali: il porto di Kamares, durata, Milos e Serifos e consigli pratici.',
        summary:
          'Isola di vasai e di buona cucina, con il Kastro medievale, il monastero di Chrysopigi e una fitta rete di sentieri segnalati.',
        body: `Sifnos è piccola ma generosa. **Apollonia** e Artemonas, i due villaggi centrali, sono uniti da una bella stradina lastricata, mentre il **Kastro** medievale domina il mare sulla costa est. Il monastero di **Chrysopigi**, costruito su uno scoglio che entra nel mare, è forse l’immagine più famosa dell’isola. Sifnos ha una lunga tradizione nella **ceramica**, con laboratori ancora attivi a Kamares, Platys Gialos e Vathi, e nella **cucina**: da qui veniva Nikolaos Tselementes, autore del ricettario classico greco, e la *revithada*, ceci cotti tutta la notte in una pentola di terracotta, è il piatto della domenica. Una rete di sentieri segnalati collega villaggi, cappelle e spiagge.

### Come arrivare in traghetto

I traghetti attraccano a **Kamares**, sulla costa ovest. Dal **Pireo** i veloci impiegano circa 2,5 ore e i convenzionali, con scalo a Kythnos e Serifos, circa 5 ore. Serifos è a circa 30 minuti e Milos a circa un’ora; in estate ci sono collegamenti con Folegandros, Paros e Santorini.

### Quando andare

Maggio, giugno e settembre sono ideali per camminare e nuotare. Ad agosto l’isola si riempie di visitatori ateniesi. In inverno le corse si riducono ma non si fermano.

### Consigli

- Le distanze sono brevi e gli autobus collegano Kamares con Apollonia, Kastro, Platys Gialos e Vathi.
- Nelle sere di agosto prenota presto un tavolo nelle taverne più note.
- Sifnos si abbina bene a Milos e Serifos in un viaggio nelle Cicladi occidentali.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Sifnos?',
            answer: 'Circa 2,5 ore con il veloce e circa 5 ore con il convenzionale.',
          },
          {
            question: 'Dove arrivano i traghetti a Sifnos?',
            answer: 'A Kamares, da dove autobus e taxi salgono ad Apollonia in circa 15 minuti.',
          },
          {
            question: 'Serve l’auto a Sifnos?',
            answer:
              'Non necessariamente. L’isola è piccola, gli autobus coprono i luoghi principali e molti villaggi sono collegati da sentieri.',
          },
        ],
      },
      sq: {
        slug: 'sifnos',
        title: 'Sifnos: tragete, shtigje dhe kuzhinë',
        metaDescription:
          'Bileta trageti për Sifnos nga Pireu dhe Cikladet Perëndimore: porti i Kamaresit, kohëzgjatja, Milosi dhe Serifosi, këshilla praktike.',
        summary:
          'Ishull poçarësh dhe kuzhine të mirë, me Kastron mesjetar, manastirin e Krisopigjisë dhe një rrjet të dendur shtigjesh të shënuara.',
        body: `Sifnosi është i vogël, por bujar. **Apolonia** dhe Artemonasi, dy fshatrat qendrorë, lidhen me një rrugicë të bukur të shtruar me gurë, ndërsa **Kastro** mesjetar ngrihet mbi det në bregun lindor. Manastiri i **Krisopigjisë**, i ndërtuar mbi një shkëmb që hyn në det, është ndoshta pamja më e njohur e ishullit. Sifnosi ka traditë të gjatë në **qeramikë**, me punishte ende aktive në Kamares, Platis Gjalos dhe Vathi, si dhe në **gatim**: prej këtu ishte Nikolaos Celementes, autori i librit klasik grek të gatimit, dhe *revithada*, qiqra të pjekura gjithë natën në enë balte, është gjella e së dielës. Një rrjet shtigjesh të shënuara lidh fshatrat, kishëzat dhe plazhet.

### Si të shkoni me traget

Tragetet ankorohen në **Kamares**, në bregun perëndimor. Nga **Pireu** tragetet e shpejta udhëtojnë rreth 2,5 orë dhe ato konvencionale, me ndalesa në Kithnos dhe Serifos, rreth 5 orë. Serifosi është rreth 30 minuta larg dhe Milosi rreth një orë, ndërsa në verë ka lidhje me Folegandrosin, Parosin dhe Santorinin.

### Kur të shkoni

Maji, qershori dhe shtatori janë idealë për ecje dhe not. Në gusht ishulli mbushet me vizitorë nga Athina. Në dimër nisjet pakësohen, por nuk ndërpriten.

### Këshilla

- Distancat janë të shkurtra dhe autobusët lidhin Kamaresin me Apolonian, Kastron, Platis Gjalosin dhe Vathin.
- Në mbrëmjet e gushtit rezervoni herët tavolinë në tavernat e njohura.
- Sifnosi kombinohet bukur me Milosin dhe Serifosin në një udhëtim nëpër Cikladet Perëndimore.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Sifnos?',
            answer: 'Rreth 2,5 orë me traget të shpejtë dhe rreth 5 orë me traget konvencional.',
          },
          {
            question: 'Ku mbërrijnë tragetet në Sifnos?',
            answer: 'Në Kamares, prej nga autobusët dhe taksitë ngjiten në Apoloni për rreth 15 minuta.',
          },
          {
            question: 'A më duhet makinë në Sifnos?',
            answer:
              'Jo domosdoshmërisht. Ishulli është i vogël, autobusët mbulojnë vendet kryesore dhe shumë fshatra lidhen me shtigje.',
          },
        ],
      },
    },
  },
  {
    key: 'folegandros',
    portCodes: ['FOL'],
    region: 'cyclades',
    coordinates: { lat: 36.6248, lng: 24.9207 },
    illustration: {
      scene: 'cliffs',
      palette: { sky: '#dcecf5', sea: '#1b5f8c', land: '#c9b79c', accent: '#f2f2f2' },
    },
    related: ['santorini', 'milos', 'ios', 'sifnos'],
    text: {
      el: {
        slug: 'folegandros',
        title: 'Φολέγανδρος: πλοία και η Χώρα στον γκρεμό',
        metaDescription:
          'Εισιτήρια πλοίου για Φολέγανδρο από Πειραιά, Μήλο και Σαντορίνη: λιμάνι Καραβοστάσης, διάρκεια ταξιδιού, καλύτερη εποχή και συμβουλές.',
        summary:
          'Μια από τις ωραιότερες Χώρες των Κυκλάδων, χτισμένη στην άκρη ενός γκρεμού 200 μέτρων, και ήσυχες παραλίες που φτάνετε με καΐκι.',
        body: `Η Φολέγανδρος είναι ένα μικρό, ξερό και αυθεντικό νησί. Η **Χώρα** είναι χτισμένη στο χείλος ενός γκρεμού περίπου 200 μέτρων πάνω από τη θάλασσα, με τρεις πλατείες γεμάτες δέντρα και τραπεζάκια και τα σπίτια του παλιού Κάστρου να σχηματίζουν το εξωτερικό τείχος. Ένα ζιγκ-ζαγκ μονοπάτι ανεβαίνει στην εκκλησία της **Παναγίας**, από όπου η θέα στο ηλιοβασίλεμα είναι μοναδική. Στο βόρειο τμήμα του νησιού, η **Άνω Μεριά** διατηρεί την αγροτική της ζωή. Παραλίες όπως το **Κάτεργο**, ο Άγιος Νικόλαος και το Λιβαδάκι τις φτάνετε με καΐκι ή με μονοπάτι.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στην **Καραβοστάση**, περίπου 3 χλμ. από τη Χώρα. Από τον **Πειραιά** τα ταχύπλοα, συνήθως μέσω Μήλου, κάνουν περίπου 4 με 5 ώρες, ενώ τα συμβατικά πλοία που περνούν από τις Δυτικές Κυκλάδες χρειάζονται 7 ώρες ή περισσότερο. Η **Σαντορίνη** απέχει περίπου 1 με 2 ώρες, η Μήλος περίπου 1 με 1,5 ώρα, και υπάρχουν συνδέσεις με Σίκινο, Ίο και Σίφνο.

### Πότε να πάτε

Ο Ιούνιος και ο Σεπτέμβριος είναι οι καλύτεροι μήνες: ζεστή θάλασσα, λιγότερος άνεμος και ήρεμη ατμόσφαιρα. Τον Ιούλιο και τον Αύγουστο το μελτέμι φυσάει συχνά και τα καΐκια για τις παραλίες μπορεί να μην βγαίνουν. Τον χειμώνα υπάρχουν λίγα δρομολόγια την εβδομάδα.

### Χρήσιμες συμβουλές

- Λεωφορείο συνδέει το λιμάνι με τη Χώρα και την Άνω Μεριά· τα ταξί είναι ελάχιστα.
- Κλείστε κατάλυμα πολύ νωρίς, γιατί τα δωμάτια είναι λίγα.
- Αν ο καιρός είναι άστατος, αφήστε μια μέρα περιθώριο πριν από την πτήση της επιστροφής σας.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Φολέγανδρο;',
            answer:
              'Περίπου 4 με 5 ώρες με ταχύπλοο και 7 ώρες ή περισσότερο με συμβατικό πλοίο, ανάλογα με τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Πώς πάω από τη Σαντορίνη στη Φολέγανδρο;',
            answer:
              'Με απευθείας πλοίο, σε περίπου 1 με 2 ώρες, ανάλογα με το σκάφος. Τα δρομολόγια είναι πυκνότερα το καλοκαίρι.',
          },
          {
            question: 'Χρειάζομαι όχημα στη Φολέγανδρο;',
            answer:
              'Όχι απαραίτητα. Το λεωφορείο συνδέει λιμάνι, Χώρα και Άνω Μεριά, και πολλές παραλίες φτάνονται με καΐκι ή με τα πόδια.',
          },
        ],
      },
      en: {
        slug: 'folegandros',
        title: 'Folegandros: ferries and a cliff-top Chora',
        metaDescription:
          'Ferry tickets to Folegandros from Piraeus, Milos and Santorini: the port of Karavostasis, crossing times, the best season and tips.',
        summary:
          'One of the finest villages in the Cyclades, built on the edge of a 200-metre cliff, and quiet beaches reached by boat or on foot.',
        body: `Folegandros is a small, dry and unspoilt island. **Chora** sits on the rim of a cliff some 200 metres above the sea, with three tree-shaded squares full of tables and the houses of the old Kastro forming its outer wall. A zigzag path climbs to the church of the **Panagia**, which has a magnificent view at sunset. In the north, **Ano Meria** keeps its farming way of life. Beaches such as **Katergo**, Agios Nikolaos and Livadaki are reached by small boat or on foot.

### Getting there by ferry

Ferries dock at **Karavostasis**, about 3 km from Chora. From **Piraeus** high-speed ferries, usually via Milos, take about 4 to 5 hours, while conventional ferries calling at the Western Cyclades take 7 hours or more. **Santorini** is about 1 to 2 hours away and Milos about 1 to 1.5 hours, and there are links to Sikinos, Ios and Sifnos.

### When to go

June and September are the best months: warm sea, less wind and a relaxed atmosphere. In July and August the meltemi blows often and beach boats may not run. In winter there are only a few sailings a week.

### Tips

- A bus links the port with Chora and Ano Meria; taxis are very few.
- Book accommodation early, as rooms are limited.
- If the weather looks unsettled, allow a day’s margin before your flight home.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Folegandros?',
            answer:
              'About 4 to 5 hours by high-speed ferry and 7 hours or more by conventional ferry, depending on the stops.',
          },
          {
            question: 'How do I get from Santorini to Folegandros?',
            answer:
              'By direct ferry in about 1 to 2 hours, depending on the vessel. Sailings are more frequent in summer.',
          },
          {
            question: 'Do I need a vehicle on Folegandros?',
            answer:
              'Not necessarily. The bus connects the port, Chora and Ano Meria, and many beaches are reached by boat or on foot.',
          },
        ],
      },
      de: {
        slug: 'folegandros',
        title: 'Folegandros: Fähren und ein Dorf an der Klippe',
        metaDescription:
          'Fährtickets nach Folegandros ab Piräus, Milos und Santorini: Hafen Karavostasis, Fahrzeiten, beste Reisezeit und Tipps.',
        summary:
          'Einer der schönsten Hauptorte der Kykladen, am Rand einer 200 Meter hohen Klippe gebaut, und ruhige Strände, die man per Boot oder zu Fuß erreicht.',
        body: `Folegandros ist eine kleine, karge und ursprüngliche Insel. **Chora** liegt am Rand einer rund 200 Meter hohen Steilküste, mit drei schattigen Plätzen voller Tische; die Häuser des alten Kastro bilden ihre Außenmauer. Ein Zickzackweg führt hinauf zur Kirche der **Panagia**, von wo der Blick bei Sonnenuntergang großartig ist. Im Norden bewahrt **Ano Meria** sein bäuerliches Leben. Strände wie **Katergo**, Agios Nikolaos und Livadaki erreichen Sie mit dem Kaiki oder zu Fuß.

### Anreise mit der Fähre

Die Fähren legen in **Karavostasis** an, etwa 3 km von Chora entfernt. Ab **Piräus** brauchen Schnellfähren, meist über Milos, etwa 4 bis 5 Stunden; konventionelle Fähren mit Stopps in den Westkykladen sind 7 Stunden oder länger unterwegs. **Santorini** liegt etwa 1 bis 2 Stunden entfernt, Milos rund 1 bis 1,5 Stunden, dazu kommen Verbindungen nach Sikinos, Ios und Sifnos.

### Beste Reisezeit

Juni und September sind die besten Monate: warmes Meer, weniger Wind und eine entspannte Stimmung. Im Juli und August weht oft der Meltemi, und die Strandboote fahren dann womöglich nicht. Im Winter gibt es nur wenige Abfahrten pro Woche.

### Tipps

- Ein Bus verbindet den Hafen mit Chora und Ano Meria; Taxis gibt es kaum.
- Unterkunft früh buchen, die Zahl der Zimmer ist begrenzt.
- Bei unsicherem Wetter einen Tag Puffer vor dem Rückflug einplanen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Folegandros?',
            answer:
              'Etwa 4 bis 5 Stunden mit der Schnellfähre und 7 Stunden oder mehr mit der konventionellen Fähre, je nach Zwischenstopps.',
          },
          {
            question: 'Wie komme ich von Santorini nach Folegandros?',
            answer:
              'Mit der direkten Fähre in etwa 1 bis 2 Stunden, je nach Schiff. Im Sommer fahren die Fähren häufiger.',
          },
          {
            question: 'Brauche ich auf Folegandros ein Fahrzeug?',
            answer:
              'Nicht unbedingt. Der Bus verbindet Hafen, Chora und Ano Meria, und viele Strände erreichen Sie per Boot oder zu Fuß.',
          },
        ],
      },
      es: {
        slug: 'folegandros',
        title: 'Folegandros: ferris y una Chora al borde del acantilado',
        metaDescription:
          'Billetes de ferry a Folegandros desde El Pireo, Milos y Santorini: el puerto de Karavostasis, duración, la mejor época y consejos.',
        summary:
          'Uno de los pueblos más bellos de las Cícladas, construido al borde de un acantilado de 200 metros, y playas tranquilas a las que se llega en barca o a pie.',
        body: `Folegandros es una isla pequeña, árida y auténtica. **Chora** se asienta al borde de un acantilado de unos 200 metros sobre el mar, con tres plazas arboladas llenas de mesas y las casas del antiguo Kastro formando su muralla exterior. Un sendero en zigzag sube a la iglesia de la **Panagia**, desde donde la vista al atardecer es magnífica. En el norte, **Ano Meria** conserva su vida agrícola. A playas como **Katergo**, Agios Nikolaos y Livadaki se llega en barca o a pie.

### Cómo llegar en ferry

Los barcos atracan en **Karavostasis**, a unos 3 km de Chora. Desde **El Pireo** los ferris rápidos, normalmente vía Milos, tardan entre 4 y 5 horas, y los convencionales con escalas en las Cícladas occidentales, 7 horas o más. **Santorini** está a 1-2 horas y Milos a 1-1,5 horas, y hay conexiones con Sikinos, Ios y Sifnos.

### Cuándo ir

Junio y septiembre son los mejores meses: mar templado, menos viento y un ambiente sosegado. En julio y agosto sopla a menudo el meltemi y puede que las barcas a las playas no salgan. En invierno solo hay unas pocas salidas a la semana.

### Consejos

- Un autobús une el puerto con Chora y Ano Meria; los taxis son muy escasos.
- Reserve el alojamiento con mucha antelación, porque hay pocas habitaciones.
- Si el tiempo es inestable, deje un día de margen antes de su vuelo de vuelta.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Folegandros?',
            answer:
              'Entre 4 y 5 horas en ferry rápido y 7 horas o más en ferry convencional, según las escalas.',
          },
          {
            question: '¿Cómo se va de Santorini a Folegandros?',
            answer: 'En ferry directo, en 1-2 horas según el barco. En verano hay más salidas.',
          },
          {
            question: '¿Necesito vehículo en Folegandros?',
            answer:
              'No necesariamente. El autobús conecta el puerto, Chora y Ano Meria, y a muchas playas se llega en barca o a pie.',
          },
        ],
      },
      fr: {
        slug: 'folegandros',
        title: 'Folégandros : ferries et une Chora au bord de la falaise',
        metaDescription:
          'Billets de ferry pour Folégandros depuis Le Pirée, Milos et Santorin : port de Karavostasis, durées, meilleure saison et conseils.',
        summary:
          'L’un des plus beaux villages des Cyclades, perché au bord d’une falaise de 200 mètres, et des plages paisibles accessibles en caïque ou à pied.',
        body: `Folégandros est une petite île aride et préservée. **Chora** est posée au bord d’une falaise d’environ 200 mètres au-dessus de la mer, avec trois places ombragées couvertes de tables et les maisons de l’ancien Kastro formant son mur d’enceinte. Un sentier en lacets monte à l’église de la **Panagia**, d’où la vue au coucher du soleil est superbe. Au nord, **Ano Meria** garde sa vie agricole. Les plages de **Katergo**, d’Agios Nikolaos et de Livadaki se rejoignent en caïque ou à pied.

### Y aller en ferry

Les navires accostent à **Karavostasis**, à 3 km environ de Chora. Depuis **Le Pirée**, les rapides, généralement via Milos, mettent 4 à 5 heures ; les ferries classiques passant par les Cyclades de l’Ouest mettent 7 heures ou plus. **Santorin** est à 1 ou 2 heures, Milos à 1 h - 1 h 30, et des liaisons desservent Sikinos, Ios et Sifnos.

### Quand partir

Juin et septembre sont les meilleurs mois : mer chaude, moins de vent et ambiance paisible. En juillet et août, le meltem souffle souvent et les caïques vers les plages peuvent rester au port. En hiver, il n’y a que quelques départs par semaine.

### Conseils

- Un bus relie le port à Chora et à Ano Meria ; les taxis sont très rares.
- Réservez votre hébergement tôt, les chambres sont peu nombreuses.
- Si la météo est incertaine, gardez un jour de marge avant votre vol retour.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Folégandros ?',
            answer:
              'Environ 4 à 5 heures en navire rapide et 7 heures ou plus en ferry classique, selon les escales.',
          },
          {
            question: 'Comment aller de Santorin à Folégandros ?',
            answer:
              'Par ferry direct, en 1 à 2 heures selon le navire. Les départs sont plus fréquents en été.',
          },
          {
            question: 'Faut-il un véhicule à Folégandros ?',
            answer:
              'Pas forcément. Le bus relie le port, Chora et Ano Meria, et beaucoup de plages se rejoignent en caïque ou à pied.',
          },
        ],
      },
      it: {
        slug: 'folegandros',
        title: 'Folegandros: traghetti e una Chora sulla scogliera',
        metaDescription:
          'Biglietti traghetto per Folegandros dal Pireo, da Milos e Santorini: il porto di Karavostasis, durata, periodo migliore e consigli.',
        summary:
          'Uno dei borghi più belli delle Cicladi, costruito sul bordo di una scogliera di 200 metri, e spiagge tranquille da raggiungere in caicco o a piedi.',
        body: `Folegandros è un’isola piccola, arida e autentica. **Chora** sorge sull’orlo di una scogliera di circa 200 metri sul mare, con tre piazzette ombreggiate piene di tavolini e le case dell’antico Kastro che ne formano la cinta esterna. Un sentiero a zig-zag sale alla chiesa della **Panagia**, da cui la vista al tramonto è splendida. A nord, **Ano Meria** conserva la sua vita contadina. Spiagge come **Katergo**, Agios Nikolaos e Livadaki si raggiungono in caicco o a piedi.

### Come arrivare in traghetto

I traghetti attraccano a **Karavostasis**, a circa 3 km da Chora. Dal **Pireo** i veloci, di solito via Milos, impiegano circa 4-5 ore, mentre i convenzionali che toccano le Cicladi occidentali ci mettono 7 ore o più. **Santorini** è a circa 1-2 ore, Milos a circa 1-1,5 ore, e ci sono collegamenti con Sikinos, Ios e Sifnos.

### Quando andare

Giugno e settembre sono i mesi migliori: mare caldo, meno vento e atmosfera rilassata. A luglio e agosto il meltemi soffia spesso e i caicchi per le spiagge possono restare in porto. In inverno ci sono solo poche corse a settimana.

### Consigli

- Un autobus collega il porto con Chora e Ano Meria; i taxi sono pochissimi.
- Prenota l’alloggio con molto anticipo, perché le camere sono poche.
- Se il tempo è incerto, lascia un giorno di margine prima del volo di ritorno.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Folegandros?',
            answer: 'Circa 4-5 ore con il veloce e 7 ore o più con il convenzionale, a seconda degli scali.',
          },
          {
            question: 'Come si va da Santorini a Folegandros?',
            answer:
              'Con un traghetto diretto in circa 1-2 ore, a seconda della nave. In estate le corse sono più frequenti.',
          },
          {
            question: 'Serve un mezzo a Folegandros?',
            answer:
              'Non necessariamente. L’autobus collega porto, Chora e Ano Meria, e molte spiagge si raggiungono in caicco o a piedi.',
          },
        ],
      },
      sq: {
        slug: 'folegandros',
        title: 'Folegandros: tragete dhe një Horë buzë shkëmbit',
        metaDescription:
          'Bileta trageti për Folegandros nga Pireu, Milosi dhe Santorini: porti i Karavostasit, kohëzgjatja, stina më e mirë dhe këshilla.',
        summary:
          'Një nga fshatrat më të bukur të Cikladeve, i ndërtuar buzë një shkëmbi 200 metra të lartë, dhe plazhe të qeta ku shkohet me varkë ose në këmbë.',
        body: `Folegandrosi është ishull i vogël, i thatë dhe i paprekur. **Hora** ndodhet buzë një shkëmbi rreth 200 metra mbi det, me tre sheshe me hije plot tavolina, ndërsa shtëpitë e Kastros së vjetër formojnë murin e saj të jashtëm. Një shteg me kthesa ngjitet te kisha e **Panagisë**, prej nga pamja në perëndim të diellit është e mrekullueshme. Në veri, **Ano Meria** ruan jetën e saj bujqësore. Në plazhe si **Katergo**, Agios Nikolaos dhe Livadaki shkohet me varkë ose në këmbë.

### Si të shkoni me traget

Tragetet ankorohen në **Karavostasi**, rreth 3 km nga Hora. Nga **Pireu** tragetet e shpejta, zakonisht nëpërmjet Milosit, udhëtojnë rreth 4 deri në 5 orë, ndërsa ato konvencionale që ndalojnë në Cikladet Perëndimore 7 orë ose më shumë. **Santorini** është rreth 1 deri në 2 orë larg, Milosi rreth 1 deri në 1,5 orë, dhe ka lidhje me Sikinosin, Iosin dhe Sifnosin.

### Kur të shkoni

Qershori dhe shtatori janë muajt më të mirë: det i ngrohtë, më pak erë dhe atmosferë e qetë. Në korrik dhe gusht meltemi fryn shpesh dhe varkat për plazhet mund të mos dalin. Në dimër ka vetëm disa nisje në javë.

### Këshilla

- Një autobus lidh portin me Horën dhe Ano Merian; taksitë janë shumë të pakta.
- Rezervoni akomodimin shumë herët, sepse dhomat janë të pakta.
- Nëse moti është i paqëndrueshëm, lini një ditë rezervë para fluturimit të kthimit.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Folegandros?',
            answer:
              'Rreth 4 deri në 5 orë me traget të shpejtë dhe 7 orë ose më shumë me traget konvencional, sipas ndalesave.',
          },
          {
            question: 'Si shkohet nga Santorini në Folegandros?',
            answer:
              'Me traget të drejtpërdrejtë për rreth 1 deri në 2 orë, sipas anijes. Në verë nisjet janë më të shpeshta.',
          },
          {
            question: 'A më duhet mjet transporti në Folegandros?',
            answer:
              'Jo domosdoshmërisht. Autobusi lidh portin, Horën dhe Ano Merian, dhe në shumë plazhe shkohet me varkë ose në këmbë.',
          },
        ],
      },
    },
  },
];
