import type { SeedDestination } from '../types.ts';

export const CYCLADES_B: SeedDestination[] = [
  {
    key: 'paros',
    portCodes: ['PAS'],
    region: 'cyclades',
    coordinates: { lat: 37.0853, lng: 25.1488 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#cde8f6', sea: '#2a7fb8', land: '#efe6d2', accent: '#2f6f4f' },
    },
    related: ['naxos', 'mykonos', 'santorini', 'ios'],
    text: {
      el: {
        slug: 'paros',
        title: 'Πάρος: πλοία για Πάρο και Αντίπαρο',
        metaDescription:
          'Ακτοπλοϊκά εισιτήρια για Πάρο από Πειραιά και Ραφήνα, συνδέσεις με Νάξο, Σαντορίνη, Μύκονο και Αντίπαρο, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Ο ακτοπλοϊκός κόμβος των Κυκλάδων: η Παροικιά, η Νάουσα και τα ορεινά χωριά, με την Αντίπαρο λίγα λεπτά απέναντι.',
        body: `Η Πάρος συνδυάζει ζωντανά λιμάνια με ήσυχη ενδοχώρα. Στην **Παροικιά** θα δείτε την Παναγία Εκατονταπυλιανή, μία από τις σημαντικότερες παλαιοχριστιανικές εκκλησίες της Ελλάδας, και το ενετικό κάστρο. Η **Νάουσα** στον βορρά έχει ένα μικρό ψαράδικο λιμάνι με ταβέρνες, ενώ από τις **Λεύκες** ξεκινά το βυζαντινό μονοπάτι προς τον Πρόδρομο. Οι Κολυμπήθρες με τους γρανιτένιους βράχους και η Χρυσή Ακτή, δημοφιλής στους windsurfers, είναι δύο από τις πιο γνωστές παραλίες.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στην Παροικιά. Από τον **Πειραιά** το συμβατικό πλοίο κάνει περίπου 4 με 5 ώρες και το ταχύπλοο περίπου 2,5 με 3 ώρες· υπάρχουν δρομολόγια και από τη **Ραφήνα**. Η Πάρος είναι κόμβος: η Νάξος απέχει 30 λεπτά με μία ώρα, η Σαντορίνη 2 με 3,5 ώρες, ενώ υπάρχουν συνδέσεις με Μύκονο, Ίο, Σύρο, Αμοργό και τις Μικρές Κυκλάδες. Για την **Αντίπαρο**, το οχηματαγωγό από την Πούντα κάνει περίπου 10 λεπτά και πηγαίνει συχνά όλη μέρα· το καλοκαίρι υπάρχουν και καραβάκια από την Παροικιά.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο τα δρομολόγια είναι πολλά και η θάλασσα κατάλληλη για κολύμπι. Ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί. Στα μέσα Αυγούστου, γύρω από τη γιορτή της Παναγίας, το νησί γεμίζει. Τον χειμώνα η Πάρος έχει καθημερινή σύνδεση με τον Πειραιά.

### Χρήσιμες συμβουλές

- Επειδή πολλά πλοία περνούν από την Πάρο, είναι καλή βάση για ημερήσιες εκδρομές σε Νάξο ή Αντίπαρο.
- Αν σκοπεύετε να επισκεφθείτε πολλά νησιά, βάλτε την Πάρο στη μέση της διαδρομής σας.
- Τα λεωφορεία του νησιού συνδέουν την Παροικιά με τη Νάουσα, τις Λεύκες και την Πούντα.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Πάρο;',
            answer: 'Περίπου 4 με 5 ώρες με συμβατικό πλοίο και περίπου 2,5 με 3 ώρες με ταχύπλοο.',
          },
          {
            question: 'Πώς πάω στην Αντίπαρο;',
            answer:
              'Με το οχηματαγωγό από την Πούντα, που κάνει περίπου 10 λεπτά, ή το καλοκαίρι με καραβάκι από την Παροικιά.',
          },
          {
            question: 'Έχει η Πάρος πλοία τον χειμώνα;',
            answer: 'Ναι, συμβατικά πλοία συνδέουν την Πάρο με τον Πειραιά και τη Νάξο όλο τον χρόνο.',
          },
        ],
      },
      en: {
        slug: 'paros',
        title: 'Paros: ferries to Paros and Antiparos',
        metaDescription:
          'Ferry tickets to Paros from Piraeus and Rafina, links with Naxos, Santorini, Mykonos and Antiparos, crossing times and practical tips.',
        summary:
          'The ferry hub of the Cyclades: Parikia, Naoussa and the hill villages, with Antiparos a few minutes across the strait.',
        body: `Paros combines lively harbours with a quiet interior. In **Parikia** you will find the Panagia Ekatontapyliani, one of the most important early Christian churches in Greece, and a Venetian castle. **Naoussa** in the north has a small fishing harbour lined with tavernas, and from **Lefkes** a paved Byzantine path leads down to Prodromos. Kolymbithres, with its sculpted granite rocks, and Golden Beach, popular with windsurfers, are two of the best-known beaches.

### Getting there by ferry

Ferries dock at Parikia. From **Piraeus** a conventional ferry takes about 4 to 5 hours and a high-speed ferry about 2.5 to 3 hours; there are also sailings from **Rafina**. Paros is a hub: Naxos is 30 minutes to an hour away, Santorini 2 to 3.5 hours, and there are links to Mykonos, Ios, Syros, Amorgos and the Small Cyclades. For **Antiparos**, the car ferry from Pounta takes about 10 minutes and runs frequently all day; in summer small boats also leave from Parikia.

### When to go

From May to October sailings are frequent and the sea is warm enough for swimming. June and September are ideal. Around the Feast of the Virgin Mary in mid-August the island is at its busiest. In winter Paros keeps a daily connection with Piraeus.

### Tips

- So many ferries call at Paros that it makes a good base for day trips to Naxos or Antiparos.
- If you plan to visit several islands, put Paros in the middle of your route.
- Island buses link Parikia with Naoussa, Lefkes and Pounta.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Paros?',
            answer: 'About 4 to 5 hours by conventional ferry and about 2.5 to 3 hours by high-speed ferry.',
          },
          {
            question: 'How do I get to Antiparos?',
            answer:
              'Take the car ferry from Pounta, which takes about 10 minutes, or in summer a small boat from Parikia.',
          },
          {
            question: 'Are there ferries to Paros in winter?',
            answer: 'Yes, conventional ferries link Paros with Piraeus and Naxos all year round.',
          },
        ],
      },
      de: {
        slug: 'paros',
        title: 'Paros: Fähren nach Paros und Antiparos',
        metaDescription:
          'Fährtickets nach Paros ab Piräus und Rafina, Verbindungen nach Naxos, Santorini, Mykonos und Antiparos, Fahrzeiten und praktische Tipps.',
        summary:
          'Das Fährdrehkreuz der Kykladen: Parikia, Naoussa und die Bergdörfer, dazu Antiparos wenige Minuten gegenüber.',
        body: `Paros verbindet lebhafte Häfen mit einem ruhigen Inselinneren. In **Parikia** stehen die Panagia Ekatontapyliani, eine der bedeutendsten frühchristlichen Kirchen Griechenlands, und eine venezianische Burg. **Naoussa** im Norden hat einen kleinen Fischerhafen mit Tavernen, und von **Lefkes** führt ein gepflasterter byzantinischer Weg hinunter nach Prodromos. Kolymbithres mit seinen geformten Granitfelsen und Golden Beach, beliebt bei Windsurfern, gehören zu den bekanntesten Stränden.

### Anreise mit der Fähre

Die Fähren legen in Parikia an. Ab **Piräus** braucht eine konventionelle Fähre etwa 4 bis 5 Stunden, eine Schnellfähre etwa 2,5 bis 3 Stunden; außerdem gibt es Abfahrten ab **Rafina**. Paros ist ein Knotenpunkt: Naxos liegt 30 Minuten bis eine Stunde entfernt, Santorini 2 bis 3,5 Stunden, dazu kommen Verbindungen nach Mykonos, Ios, Syros, Amorgos und zu den Kleinen Kykladen. Nach **Antiparos** fährt die Autofähre ab Pounta in etwa 10 Minuten, den ganzen Tag über in dichtem Takt; im Sommer gibt es zusätzlich Boote ab Parikia.

### Beste Reisezeit

Von Mai bis Oktober gibt es viele Abfahrten, und das Meer ist warm genug zum Baden. Juni und September sind ideal. Rund um Mariä Himmelfahrt Mitte August ist die Insel am vollsten. Im Winter besteht weiterhin eine tägliche Verbindung nach Piräus.

### Tipps

- Weil so viele Fähren Paros anlaufen, eignet sich die Insel als Basis für Tagesausflüge nach Naxos oder Antiparos.
- Wenn Sie mehrere Inseln besuchen, planen Sie Paros in der Mitte Ihrer Route ein.
- Inselbusse verbinden Parikia mit Naoussa, Lefkes und Pounta.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Paros?',
            answer:
              'Etwa 4 bis 5 Stunden mit der konventionellen Fähre und etwa 2,5 bis 3 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Wie komme ich nach Antiparos?',
            answer:
              'Mit der Autofähre ab Pounta, die Überfahrt dauert etwa 10 Minuten, oder im Sommer mit dem Boot ab Parikia.',
          },
          {
            question: 'Fahren im Winter Fähren nach Paros?',
            answer: 'Ja, konventionelle Fähren verbinden Paros ganzjährig mit Piräus und Naxos.',
          },
        ],
      },
      es: {
        slug: 'paros',
        title: 'Paros: ferris a Paros y Antiparos',
        metaDescription:
          'Billetes de ferry a Paros desde El Pireo y Rafina, conexiones con Naxos, Santorini, Mykonos y Antiparos, duración y consejos prácticos.',
        summary:
          'El gran nudo de ferris de las Cícladas: Parikia, Naoussa y los pueblos del interior, con Antiparos a pocos minutos.',
        body: `Paros combina puertos animados con un interior tranquilo. En **Parikia** se encuentran la Panagia Ekatontapyliani, una de las iglesias paleocristianas más importantes de Grecia, y un castillo veneciano. **Naoussa**, en el norte, tiene un pequeño puerto pesquero rodeado de tabernas, y desde **Lefkes** baja un camino bizantino empedrado hasta Prodromos. Kolymbithres, con sus rocas de granito modeladas por el viento, y Golden Beach, muy apreciada por los windsurfistas, son dos de las playas más conocidas.

### Cómo llegar en ferry

Los barcos atracan en Parikia. Desde **El Pireo** el ferry convencional tarda entre 4 y 5 horas y el rápido entre 2,5 y 3 horas; también hay salidas desde **Rafina**. Paros es un nudo de comunicaciones: Naxos está a entre 30 minutos y una hora, Santorini a entre 2 y 3,5 horas, y hay conexiones con Mykonos, Ios, Syros, Amorgos y las Pequeñas Cícladas. Para ir a **Antiparos**, el ferry de coches desde Pounta tarda unos 10 minutos y sale con frecuencia durante todo el día; en verano también hay barcos desde Parikia.

### Cuándo ir

De mayo a octubre hay muchas salidas y el mar está bueno para bañarse. Junio y septiembre son ideales. En torno a la fiesta de la Virgen, a mediados de agosto, la isla está en su momento más concurrido. En invierno Paros mantiene conexión diaria con El Pireo.

### Consejos

- Como hacen escala tantos barcos, Paros es una buena base para excursiones de un día a Naxos o Antiparos.
- Si va a visitar varias islas, sitúe Paros en el centro de su ruta.
- Los autobuses de la isla unen Parikia con Naoussa, Lefkes y Pounta.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Paros?',
            answer: 'Entre 4 y 5 horas en ferry convencional y entre 2,5 y 3 horas en ferry rápido.',
          },
          {
            question: '¿Cómo se llega a Antiparos?',
            answer:
              'Con el ferry de coches desde Pounta, que tarda unos 10 minutos, o en verano con un barco desde Parikia.',
          },
          {
            question: '¿Hay ferris a Paros en invierno?',
            answer: 'Sí, los ferris convencionales unen Paros con El Pireo y Naxos durante todo el año.',
          },
        ],
      },
      fr: {
        slug: 'paros',
        title: 'Paros : ferries pour Paros et Antiparos',
        metaDescription:
          'Billets de ferry pour Paros depuis Le Pirée et Rafina, liaisons avec Naxos, Santorin, Mykonos et Antiparos, durées et conseils pratiques.',
        summary:
          'La plaque tournante des Cyclades : Parikia, Naoussa et les villages de l’intérieur, avec Antiparos à quelques minutes.',
        body: `Paros associe des ports animés à un intérieur paisible. À **Parikia** se trouvent la Panagia Ekatontapyliani, l’une des plus importantes églises paléochrétiennes de Grèce, et un château vénitien. **Naoussa**, au nord, possède un petit port de pêche bordé de tavernes, et depuis **Lefkes** un chemin byzantin pavé descend jusqu’à Prodromos. Kolymbithres et ses rochers de granit sculptés, ainsi que Golden Beach, prisée des véliplanchistes, comptent parmi les plages les plus connues.

### Y aller en ferry

Les navires accostent à Parikia. Depuis **Le Pirée**, comptez environ 4 à 5 heures en ferry classique et 2 h 30 à 3 h en navire rapide ; des départs existent aussi depuis **Rafina**. Paros est un carrefour : Naxos est à 30 minutes ou une heure, Santorin à 2 heures à 3 h 30, et des liaisons desservent Mykonos, Ios, Syros, Amorgos et les Petites Cyclades. Pour **Antiparos**, le bac depuis Pounta met environ 10 minutes et circule toute la journée ; en été, de petits bateaux partent aussi de Parikia.

### Quand partir

De mai à octobre, les départs sont nombreux et la mer se prête à la baignade. Juin et septembre sont idéaux. Autour de la fête de la Vierge, à la mi-août, l’île connaît son pic d’affluence. En hiver, Paros garde une liaison quotidienne avec Le Pirée.

### Conseils

- Tant de ferries font escale à Paros que l’île est une bonne base pour des excursions à Naxos ou Antiparos.
- Si vous visitez plusieurs îles, placez Paros au milieu de votre itinéraire.
- Les bus de l’île relient Parikia à Naoussa, Lefkes et Pounta.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Paros ?',
            answer: 'Environ 4 à 5 heures en ferry classique et 2 h 30 à 3 h en navire rapide.',
          },
          {
            question: 'Comment aller à Antiparos ?',
            answer:
              'Par le bac de Pounta, en 10 minutes environ, ou en été par un petit bateau depuis Parikia.',
          },
          {
            question: 'Y a-t-il des ferries pour Paros en hiver ?',
            answer: 'Oui, des ferries classiques relient Paros au Pirée et à Naxos toute l’année.',
          },
        ],
      },
      it: {
        slug: 'paros',
        title: 'Paros: traghetti per Paros e Antiparos',
        metaDescription:
          'Biglietti traghetto per Paros dal Pireo e da Rafina, collegamenti con Naxos, Santorini, Mykonos e Antiparos, durata e consigli pratici.',
        summary:
          'Lo snodo dei traghetti delle Cicladi: Parikia, Naoussa e i villaggi dell’interno, con Antiparos a pochi minuti.',
        body: `Paros unisce porti vivaci a un entroterra tranquillo. A **Parikia** trovi la Panagia Ekatontapyliani, una delle più importanti chiese paleocristiane della Grecia, e un castello veneziano. **Naoussa**, a nord, ha un piccolo porto di pescatori pieno di taverne, mentre da **Lefkes** un sentiero bizantino lastricato scende fino a Prodromos. Kolymbithres, con le sue rocce di granito scolpite dal vento, e Golden Beach, amata dai windsurfisti, sono tra le spiagge più note.

### Come arrivare in traghetto

I traghetti attraccano a Parikia. Dal **Pireo** il convenzionale impiega circa 4-5 ore e il veloce circa 2,5-3 ore; ci sono partenze anche da **Rafina**. Paros è uno snodo: Naxos dista da 30 minuti a un’ora, Santorini da 2 a 3,5 ore, e ci sono collegamenti con Mykonos, Ios, Syros, Amorgos e le Piccole Cicladi. Per **Antiparos** il traghetto per auto da Pounta impiega circa 10 minuti e parte spesso per tutta la giornata; in estate ci sono anche barche da Parikia.

### Quando andare

Da maggio a ottobre le partenze sono numerose e il mare è perfetto per nuotare. Giugno e settembre sono ideali. Intorno a Ferragosto, con la festa della Madonna, l’isola è al massimo dell’affollamento. In inverno Paros mantiene un collegamento giornaliero con il Pireo.

### Consigli

- Con così tanti traghetti in transito, Paros è un’ottima base per gite in giornata a Naxos o Antiparos.
- Se visiti più isole, metti Paros a metà del tuo itinerario.
- Gli autobus dell’isola collegano Parikia con Naoussa, Lefkes e Pounta.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Paros?',
            answer: 'Circa 4-5 ore con il traghetto convenzionale e circa 2,5-3 ore con il veloce.',
          },
          {
            question: 'Come si arriva ad Antiparos?',
            answer:
              'Con il traghetto da Pounta, che impiega circa 10 minuti, oppure in estate con una barca da Parikia.',
          },
          {
            question: 'Ci sono traghetti per Paros in inverno?',
            answer: 'Sì, i traghetti convenzionali collegano Paros al Pireo e a Naxos tutto l’anno.',
          },
        ],
      },
      sq: {
        slug: 'paros',
        title: 'Paros: tragete për Paros dhe Antiparos',
        metaDescription:
          'Bileta trageti për Paros nga Pireu dhe Rafina, lidhje me Naksosin, Santorinin, Mikonosin dhe Antiparosin, kohëzgjatja dhe këshilla.',
        summary:
          'Nyja e trageteve në Ciklade: Parikia, Naoussa dhe fshatrat e brendshëm, me Antiparosin vetëm pak minuta larg.',
        body: `Parosi ndërthur porte të gjalla me një brendësi të qetë. Në **Parikia** ndodhen Panagia Ekatondapiliani, një nga kishat më të rëndësishme paleokristiane të Greqisë, dhe një kështjellë veneciane. **Naoussa** në veri ka një port të vogël peshkimi me taverna, ndërsa nga **Lefkesi** një shteg bizantin i shtruar me gurë zbret deri në Prodromos. Kolimbithres me shkëmbinjtë e granitit të gdhendur nga era dhe Golden Beach, i dashur për windsurferët, janë ndër plazhet më të njohura.

### Si të shkoni me traget

Tragetet ankorohen në Parikia. Nga **Pireu** trageti konvencional udhëton rreth 4 deri në 5 orë dhe ai i shpejtë rreth 2,5 deri në 3 orë; ka nisje edhe nga **Rafina**. Parosi është nyjë lidhjesh: Naksosi është 30 minuta deri në një orë larg, Santorini 2 deri në 3,5 orë, dhe ka lidhje me Mikonosin, Iosin, Sirosin, Amorgosin dhe Cikladet e Vogla. Për në **Antiparos**, trageti për makina nga Punda zgjat rreth 10 minuta dhe niset shpesh gjatë gjithë ditës; në verë ka edhe varka nga Parikia.

### Kur të shkoni

Nga maji deri në tetor nisjet janë të shumta dhe deti është i mirë për not. Qershori dhe shtatori janë idealë. Rreth festës së Shën Mërisë, në mes të gushtit, ishulli është më i mbushur se kurrë. Në dimër Parosi ruan lidhje të përditshme me Pireun.

### Këshilla

- Meqë shumë tragete ndalojnë në Paros, ishulli është bazë e mirë për ekskursione njëditore në Naksos ose Antiparos.
- Nëse planifikoni disa ishuj, vendoseni Parosin në mes të itinerarit.
- Autobusët e ishullit lidhin Parikian me Naoussën, Lefkesin dhe Pundën.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Paros?',
            answer:
              'Rreth 4 deri në 5 orë me traget konvencional dhe rreth 2,5 deri në 3 orë me traget të shpejtë.',
          },
          {
            question: 'Si shkohet në Antiparos?',
            answer: 'Me tragetin nga Punda, që zgjat rreth 10 minuta, ose në verë me varkë nga Parikia.',
          },
          {
            question: 'A ka tragete për Paros në dimër?',
            answer: 'Po, tragetet konvencionale e lidhin Parosin me Pireun dhe Naksosin gjatë gjithë vitit.',
          },
        ],
      },
    },
  },
  {
    key: 'naxos',
    portCodes: ['JNX'],
    region: 'cyclades',
    coordinates: { lat: 37.1036, lng: 25.3766 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#d7ecf7', sea: '#236b9e', land: '#d9c7a3', accent: '#b5651d' },
    },
    related: ['paros', 'amorgos', 'santorini', 'mykonos'],
    text: {
      el: {
        slug: 'naxos',
        title: 'Νάξος: πλοία, παραλίες και ορεινά χωριά',
        metaDescription:
          'Εισιτήρια πλοίου για Νάξο από Πειραιά και Ραφήνα, συνδέσεις με Πάρο, Σαντορίνη, Αμοργό και Μικρές Κυκλάδες, διάρκεια και συμβουλές.',
        summary:
          'Το μεγαλύτερο νησί των Κυκλάδων: η Πορτάρα, το ενετικό Κάστρο, μεγάλες αμμουδιές και ορεινά χωριά με μαρμάρινα σοκάκια.',
        body: `Η Νάξος είναι το μεγαλύτερο και πιο εύφορο νησί των Κυκλάδων. Στην είσοδο του λιμανιού σας υποδέχεται η **Πορτάρα**, η μαρμάρινη πύλη ενός ημιτελούς ναού του 6ου αιώνα π.Χ. Πάνω από τη Χώρα υψώνεται το ενετικό **Κάστρο**, ενώ στα δυτικά απλώνονται οι αμμουδιές του Αγίου Προκοπίου, της Αγίας Άννας και της Πλάκας. Στο εσωτερικό, χωριά όπως η Χαλκή, το Φιλώτι και η Απείρανθος, οι αρχαϊκοί κούροι στις Μέλανες και ο Ζας, η ψηλότερη κορυφή των Κυκλάδων, δείχνουν μια άλλη πλευρά του νησιού. Δοκιμάστε γραβιέρα Νάξου, πατάτες και το λικέρ κίτρο.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στο λιμάνι της Χώρας. Από τον **Πειραιά** το συμβατικό πλοίο κάνει περίπου 5 με 6 ώρες και το ταχύπλοο περίπου 3,5 ώρες· το καλοκαίρι υπάρχουν και δρομολόγια από τη **Ραφήνα**. Η Πάρος απέχει 30 λεπτά με μία ώρα και η Σαντορίνη περίπου 2 ώρες. Η Νάξος είναι επίσης η αφετηρία για τις **Μικρές Κυκλάδες** (Ηρακλειά, Σχοινούσα, Κουφονήσια, Δονούσα) και την **Αμοργό**, με το τοπικό πλοίο που εξυπηρετεί τα νησιά αυτά όλο τον χρόνο και με ταχύπλοα το καλοκαίρι.

### Πότε να πάτε

Η Νάξος είναι ευχάριστη από τον Απρίλιο ως τον Οκτώβριο. Άνοιξη και φθινόπωρο είναι ιδανικά για πεζοπορία, ενώ τον Ιούλιο και τον Αύγουστο οι δυτικές παραλίες είναι πιο προστατευμένες από το μελτέμι. Το νησί ζει όλο τον χρόνο και έχει καθημερινά πλοία και τον χειμώνα.

### Χρήσιμες συμβουλές

- Ένα ενοικιαζόμενο αυτοκίνητο βοηθά πολύ για τα ορεινά χωριά· αν φέρετε δικό σας, κλείστε θέση γκαράζ εγκαίρως.
- Για τα Κουφονήσια, ελέγξτε τις ώρες του τοπικού πλοίου, που συχνά φεύγει νωρίς το απόγευμα.
- Δείτε το ηλιοβασίλεμα από την Πορτάρα, λίγα λεπτά με τα πόδια από το λιμάνι.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Νάξο;',
            answer: 'Περίπου 5 με 6 ώρες με συμβατικό πλοίο και περίπου 3,5 ώρες με ταχύπλοο.',
          },
          {
            question: 'Πώς πάω από τη Νάξο στα Κουφονήσια;',
            answer:
              'Με το τοπικό πλοίο των Μικρών Κυκλάδων όλο τον χρόνο ή με ταχύπλοο το καλοκαίρι. Το ταξίδι διαρκεί από μία έως περίπου τρεις ώρες, ανάλογα με τις στάσεις.',
          },
          {
            question: 'Χρειάζομαι αυτοκίνητο στη Νάξο;',
            answer:
              'Για τις παραλίες κοντά στη Χώρα αρκούν τα λεωφορεία. Για τα ορεινά χωριά και τις πιο απομακρυσμένες ακτές ένα αυτοκίνητο είναι πολύ χρήσιμο.',
          },
        ],
      },
      en: {
        slug: 'naxos',
        title: 'Naxos: ferries, beaches and mountain villages',
        metaDescription:
          'Ferry tickets to Naxos from Piraeus and Rafina, links with Paros, Santorini, Amorgos and the Small Cyclades, crossing times and tips.',
        summary:
          'The largest of the Cyclades: the Portara, a Venetian Kastro, long sandy beaches and hill villages with marble-paved lanes.',
        body: `Naxos is the largest and most fertile island of the Cyclades. At the harbour entrance stands the **Portara**, the marble doorway of an unfinished temple from the 6th century BC. Above Chora rises the Venetian **Kastro**, and to the west stretch the sandy beaches of Agios Prokopios, Agia Anna and Plaka. Inland, villages such as Halki, Filoti and Apeiranthos, the archaic kouroi lying in the fields at Melanes, and Mount Zas, the highest peak in the Cyclades, show another side of the island. Try Naxos graviera cheese, the local potatoes and kitron liqueur.

### Getting there by ferry

Ferries dock at the harbour of Chora. From **Piraeus** a conventional ferry takes about 5 to 6 hours and a high-speed ferry about 3.5 hours; in summer there are also sailings from **Rafina**. Paros is 30 minutes to an hour away and Santorini about 2 hours. Naxos is also the starting point for the **Small Cyclades** (Iraklia, Schinoussa, Koufonisia, Donoussa) and **Amorgos**, served all year by the local ferry and in summer by high-speed craft.

### When to go

Naxos is pleasant from April to October. Spring and autumn are ideal for walking, and in July and August the west-coast beaches are more sheltered from the meltemi. The island lives all year round and has daily ferries in winter too.

### Tips

- A hire car makes the hill villages much easier to reach; if you bring your own, book garage space early.
- For Koufonisia, check the local ferry's times: it often leaves in the early afternoon.
- Watch the sunset from the Portara, a few minutes' walk from the quay.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Naxos?',
            answer: 'About 5 to 6 hours by conventional ferry and about 3.5 hours by high-speed ferry.',
          },
          {
            question: 'How do I get from Naxos to Koufonisia?',
            answer:
              'By the local Small Cyclades ferry all year or by high-speed craft in summer. The trip takes from one to about three hours, depending on the stops.',
          },
          {
            question: 'Do I need a car on Naxos?',
            answer:
              'Buses are enough for the beaches near Chora. For the mountain villages and remote coves, a car is very useful.',
          },
        ],
      },
      de: {
        slug: 'naxos',
        title: 'Naxos: Fähren, Strände und Bergdörfer',
        metaDescription:
          'Fährtickets nach Naxos ab Piräus und Rafina, Verbindungen nach Paros, Santorini, Amorgos und zu den Kleinen Kykladen, Fahrzeiten und Tipps.',
        summary:
          'Die größte Kykladeninsel: die Portara, das venezianische Kastro, lange Sandstrände und Bergdörfer mit Marmorgassen.',
        body: `Naxos ist die größte und fruchtbarste Insel der Kykladen. An der Hafeneinfahrt steht die **Portara**, das Marmortor eines unvollendeten Tempels aus dem 6. Jahrhundert v. Chr. Über Chora erhebt sich das venezianische **Kastro**, im Westen ziehen sich die Sandstrände von Agios Prokopios, Agia Anna und Plaka entlang. Im Inselinneren zeigen Dörfer wie Halki, Filoti und Apiranthos, die archaischen Kouroi in den Feldern bei Melanes und der Zas, der höchste Gipfel der Kykladen, eine andere Seite der Insel. Probieren Sie Graviera-Käse, die Naxos-Kartoffeln und den Kitron-Likör.

### Anreise mit der Fähre

Die Fähren legen im Hafen von Chora an. Ab **Piräus** braucht eine konventionelle Fähre etwa 5 bis 6 Stunden, eine Schnellfähre etwa 3,5 Stunden; im Sommer gibt es auch Abfahrten ab **Rafina**. Paros liegt 30 Minuten bis eine Stunde entfernt, Santorini etwa 2 Stunden. Naxos ist außerdem Ausgangspunkt für die **Kleinen Kykladen** (Iraklia, Schinoussa, Koufonisia, Donoussa) und **Amorgos**, die ganzjährig von der örtlichen Fähre und im Sommer von Schnellbooten angefahren werden.

### Beste Reisezeit

Naxos ist von April bis Oktober angenehm. Frühling und Herbst sind ideal zum Wandern, im Juli und August sind die Strände der Westküste besser vor dem Meltemi geschützt. Die Insel ist ganzjährig belebt und hat auch im Winter tägliche Fährverbindungen.

### Tipps

- Ein Mietwagen erleichtert den Besuch der Bergdörfer sehr; wer mit dem eigenen Auto kommt, reserviert den Garagenplatz früh.
- Für Koufonisia die Zeiten der örtlichen Fähre prüfen: Sie fährt oft schon am frühen Nachmittag.
- Den Sonnenuntergang an der Portara erleben, nur wenige Gehminuten vom Anleger.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Naxos?',
            answer:
              'Etwa 5 bis 6 Stunden mit der konventionellen Fähre und etwa 3,5 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Wie komme ich von Naxos nach Koufonisia?',
            answer:
              'Ganzjährig mit der örtlichen Fähre der Kleinen Kykladen oder im Sommer mit dem Schnellboot. Je nach Zwischenstopps dauert die Fahrt eine bis etwa drei Stunden.',
          },
          {
            question: 'Brauche ich auf Naxos ein Auto?',
            answer:
              'Für die Strände nahe Chora reichen die Busse. Für die Bergdörfer und entlegene Buchten ist ein Auto sehr nützlich.',
          },
        ],
      },
      es: {
        slug: 'naxos',
        title: 'Naxos: ferris, playas y pueblos de montaña',
        metaDescription:
          'Billetes de ferry a Naxos desde El Pireo y Rafina, conexiones con Paros, Santorini, Amorgos y las Pequeñas Cícladas, duración y consejos.',
        summary:
          'La mayor de las Cícladas: la Portara, el Kastro veneciano, largas playas de arena y pueblos de montaña con callejuelas de mármol.',
        body: `Naxos es la isla más grande y fértil de las Cícladas. A la entrada del puerto se alza la **Portara**, la puerta de mármol de un templo inacabado del siglo VI a. C. Sobre Chora domina el **Kastro** veneciano, y hacia el oeste se extienden las playas de arena de Agios Prokopios, Agia Anna y Plaka. En el interior, pueblos como Halki, Filoti y Apeiranthos, los kuroi arcaicos que yacen en los campos de Melanes y el monte Zas, la cumbre más alta de las Cícladas, muestran otra cara de la isla. Pruebe el queso graviera de Naxos, sus patatas y el licor de kitron.

### Cómo llegar en ferry

Los barcos atracan en el puerto de Chora. Desde **El Pireo** el ferry convencional tarda entre 5 y 6 horas y el rápido unas 3,5 horas; en verano también hay salidas desde **Rafina**. Paros está a entre 30 minutos y una hora, y Santorini a unas 2 horas. Naxos es además el punto de partida hacia las **Pequeñas Cícladas** (Iraklia, Schinoussa, Koufonisia, Donoussa) y **Amorgos**, servidas todo el año por el ferry local y en verano por barcos rápidos.

### Cuándo ir

Naxos resulta agradable de abril a octubre. La primavera y el otoño son ideales para el senderismo, y en julio y agosto las playas del oeste están más resguardadas del meltemi. La isla tiene vida todo el año y ferris diarios también en invierno.

### Consejos

- Un coche de alquiler facilita mucho la visita a los pueblos de montaña; si lleva el suyo, reserve pronto la plaza de garaje.
- Para Koufonisia, compruebe los horarios del ferry local: a menudo sale a primera hora de la tarde.
- Contemple la puesta de sol desde la Portara, a pocos minutos a pie del muelle.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Naxos?',
            answer: 'Entre 5 y 6 horas en ferry convencional y unas 3,5 horas en ferry rápido.',
          },
          {
            question: '¿Cómo se va de Naxos a Koufonisia?',
            answer:
              'Con el ferry local de las Pequeñas Cícladas todo el año o con barcos rápidos en verano. El trayecto dura entre una y unas tres horas, según las escalas.',
          },
          {
            question: '¿Necesito coche en Naxos?',
            answer:
              'Para las playas cercanas a Chora bastan los autobuses. Para los pueblos de montaña y las calas apartadas, un coche es muy útil.',
          },
        ],
      },
      fr: {
        slug: 'naxos',
        title: 'Naxos : ferries, plages et villages de montagne',
        metaDescription:
          'Billets de ferry pour Naxos depuis Le Pirée et Rafina, liaisons avec Paros, Santorin, Amorgos et les Petites Cyclades, durées et conseils.',
        summary:
          'La plus grande des Cyclades : la Portara, le Kastro vénitien, de longues plages de sable et des villages aux ruelles de marbre.',
        body: `Naxos est la plus grande et la plus fertile des Cyclades. À l’entrée du port se dresse la **Portara**, porte de marbre d’un temple inachevé du VIe siècle av. J.-C. Au-dessus de Chora domine le **Kastro** vénitien, et à l’ouest s’étendent les plages de sable d’Agios Prokopios, d’Agia Anna et de Plaka. À l’intérieur, des villages comme Halki, Filoti et Apiranthos, les kouroi archaïques couchés dans les champs de Mélanes et le mont Zas, point culminant des Cyclades, révèlent une autre facette de l’île. Goûtez la graviera de Naxos, les pommes de terre locales et la liqueur de kitron.

### Y aller en ferry

Les navires accostent au port de Chora. Depuis **Le Pirée**, comptez environ 5 à 6 heures en ferry classique et 3 h 30 en navire rapide ; en été, des départs existent aussi depuis **Rafina**. Paros est à 30 minutes ou une heure, Santorin à environ 2 heures. Naxos est aussi le point de départ vers les **Petites Cyclades** (Iraklia, Schinoussa, Koufonissia, Donoussa) et **Amorgos**, desservies toute l’année par le ferry local et en été par des navires rapides.

### Quand partir

Naxos est agréable d’avril à octobre. Le printemps et l’automne sont parfaits pour la randonnée ; en juillet et août, les plages de la côte ouest sont mieux abritées du meltem. L’île vit toute l’année et garde des ferries quotidiens en hiver.

### Conseils

- Une voiture de location facilite beaucoup la visite des villages de montagne ; si vous venez avec la vôtre, réservez tôt la place au garage.
- Pour Koufonissia, vérifiez les horaires du ferry local, qui part souvent en début d’après-midi.
- Admirez le coucher du soleil depuis la Portara, à quelques minutes à pied du quai.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Naxos ?',
            answer: 'Environ 5 à 6 heures en ferry classique et 3 h 30 environ en navire rapide.',
          },
          {
            question: 'Comment aller de Naxos à Koufonissia ?',
            answer:
              'Par le ferry local des Petites Cyclades toute l’année ou par navire rapide en été. Le trajet dure d’une à trois heures environ selon les escales.',
          },
          {
            question: 'Faut-il une voiture à Naxos ?',
            answer:
              'Les bus suffisent pour les plages proches de Chora. Pour les villages de montagne et les criques isolées, une voiture est très utile.',
          },
        ],
      },
      it: {
        slug: 'naxos',
        title: 'Naxos: traghetti, spiagge e villaggi di montagna',
        metaDescription:
          'Biglietti traghetto per Naxos dal Pireo e da Rafina, collegamenti con Paros, Santorini, Amorgos e le Piccole Cicladi, durata e consigli.',
        summary:
          'La più grande delle Cicladi: la Portara, il Kastro veneziano, lunghe spiagge di sabbia e villaggi di montagna con vicoli in marmo.',
        body: `Naxos è l’isola più grande e fertile delle Cicladi. All’ingresso del porto ti accoglie la **Portara**, la porta di marmo di un tempio incompiuto del VI secolo a.C. Sopra Chora domina il **Kastro** veneziano, mentre a ovest si allungano le spiagge di sabbia di Agios Prokopios, Agia Anna e Plaka. Nell’interno, villaggi come Halki, Filoti e Apiranthos, i kouroi arcaici distesi nei campi di Melanes e il monte Zas, la vetta più alta delle Cicladi, mostrano un altro volto dell’isola. Assaggia la graviera di Naxos, le patate locali e il liquore al kitron.

### Come arrivare in traghetto

I traghetti attraccano al porto di Chora. Dal **Pireo** il convenzionale impiega circa 5-6 ore e il veloce circa 3,5 ore; in estate ci sono anche partenze da **Rafina**. Paros dista da 30 minuti a un’ora, Santorini circa 2 ore. Naxos è anche il punto di partenza per le **Piccole Cicladi** (Iraklia, Schinoussa, Koufonissi, Donoussa) e **Amorgos**, servite tutto l’anno dal traghetto locale e d’estate dai mezzi veloci.

### Quando andare

Naxos è piacevole da aprile a ottobre. Primavera e autunno sono perfetti per il trekking, mentre a luglio e agosto le spiagge della costa ovest sono più riparate dal meltemi. L’isola è viva tutto l’anno e ha traghetti giornalieri anche in inverno.

### Consigli

- Un’auto a noleggio rende molto più facile raggiungere i villaggi di montagna; se porti la tua, prenota presto il posto in garage.
- Per Koufonissi controlla gli orari del traghetto locale, che spesso parte nel primo pomeriggio.
- Goditi il tramonto dalla Portara, a pochi minuti a piedi dal molo.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Naxos?',
            answer: 'Circa 5-6 ore con il traghetto convenzionale e circa 3,5 ore con il veloce.',
          },
          {
            question: 'Come si va da Naxos a Koufonissi?',
            answer:
              'Con il traghetto locale delle Piccole Cicladi tutto l’anno o con i veloci in estate. Il viaggio dura da una a circa tre ore, secondo gli scali.',
          },
          {
            question: 'Serve l’auto a Naxos?',
            answer:
              'Per le spiagge vicine a Chora bastano gli autobus. Per i villaggi di montagna e le calette lontane l’auto è molto utile.',
          },
        ],
      },
      sq: {
        slug: 'naxos',
        title: 'Naksos: tragete, plazhe dhe fshatra malorë',
        metaDescription:
          'Bileta trageti për Naksos nga Pireu dhe Rafina, lidhje me Parosin, Santorinin, Amorgosin dhe Cikladet e Vogla, kohëzgjatja dhe këshilla.',
        summary:
          'Ishulli më i madh i Cikladeve: Portara, Kastro venecian, plazhe të gjata me rërë dhe fshatra malorë me rrugica mermeri.',
        body: `Naksosi është ishulli më i madh dhe më pjellor i Cikladeve. Në hyrje të portit ju pret **Portara**, porta prej mermeri e një tempulli të papërfunduar të shekullit VI p.e.s. Mbi Horën ngrihet **Kastro** venecian, ndërsa në perëndim shtrihen plazhet me rërë të Agios Prokopios, Agia Anës dhe Plakës. Në brendësi, fshatra si Halki, Filoti dhe Apiranthos, kurosët arkaikë të shtrirë në fushat e Melanesit dhe mali Zas, maja më e lartë e Cikladeve, tregojnë një fytyrë tjetër të ishullit. Provoni djathin graviera të Naksosit, patatet vendase dhe likerin kitron.

### Si të shkoni me traget

Tragetet ankorohen në portin e Horës. Nga **Pireu** trageti konvencional udhëton rreth 5 deri në 6 orë dhe ai i shpejtë rreth 3,5 orë; në verë ka nisje edhe nga **Rafina**. Parosi është 30 minuta deri në një orë larg, kurse Santorini rreth 2 orë. Naksosi është gjithashtu pika e nisjes për **Cikladet e Vogla** (Iraklia, Shinusa, Kufonisia, Donusa) dhe **Amorgosin**, të cilat shërbehen gjatë gjithë vitit nga trageti lokal dhe në verë nga mjete të shpejta.

### Kur të shkoni

Naksosi është i këndshëm nga prilli deri në tetor. Pranvera dhe vjeshta janë ideale për ecje, ndërsa në korrik e gusht plazhet e bregut perëndimor janë më të mbrojtura nga meltemi. Ishulli jeton gjatë gjithë vitit dhe ka tragete çdo ditë edhe në dimër.

### Këshilla

- Një makinë me qira e lehtëson shumë vizitën në fshatrat malorë; nëse sillni makinën tuaj, rezervoni herët vendin në garazh.
- Për Kufonisian, kontrolloni oraret e tragetit lokal, që shpesh niset herët pasdite.
- Shijoni perëndimin e diellit nga Portara, pak minuta në këmbë nga skela.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Naksos?',
            answer: 'Rreth 5 deri në 6 orë me traget konvencional dhe rreth 3,5 orë me traget të shpejtë.',
          },
          {
            question: 'Si shkohet nga Naksosi në Kufonisia?',
            answer:
              'Me tragetin lokal të Cikladeve të Vogla gjatë gjithë vitit ose me mjete të shpejta në verë. Udhëtimi zgjat nga një deri në rreth tre orë, sipas ndalesave.',
          },
          {
            question: 'A më duhet makinë në Naksos?',
            answer:
              'Për plazhet afër Horës mjaftojnë autobusët. Për fshatrat malorë dhe gjiret e largëta, makina është shumë e dobishme.',
          },
        ],
      },
    },
  },
];
