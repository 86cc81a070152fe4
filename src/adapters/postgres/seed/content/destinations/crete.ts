import type { SeedDestination } from '../types.ts';

export const CRETE: SeedDestination[] = [
  {
    key: 'heraklion',
    portCodes: ['HER'],
    region: 'crete',
    coordinates: { lat: 35.3387, lng: 25.1442 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#f3dcb4', sea: '#1d5b8a', land: '#c7a77a', accent: '#8e2c2c' },
    },
    related: ['chania', 'santorini', 'ios', 'rhodes'],
    text: {
      el: {
        slug: 'irakleio',
        title: 'Ηράκλειο Κρήτης: πλοία από Πειραιά και Κυκλάδες',
        metaDescription:
          'Εισιτήρια πλοίου για Ηράκλειο από Πειραιά (νυχτερινά και πρωινά δρομολόγια) και ταχύπλοα από Σαντορίνη και Κυκλάδες. Διάρκεια και συμβουλές.',
        summary:
          'Η μεγαλύτερη πόλη της Κρήτης, με την Κνωσό, το Αρχαιολογικό Μουσείο και το ενετικό λιμάνι. Νυχτερινά πλοία από τον Πειραιά κάθε μέρα.',
        body: `Το Ηράκλειο είναι η πρωτεύουσα και το μεγαλύτερο λιμάνι της Κρήτης. Λίγα χιλιόμετρα νότια βρίσκεται η **Κνωσός**, το μεγαλύτερο μινωικό ανάκτορο, ενώ το **Αρχαιολογικό Μουσείο** στο κέντρο έχει την πιο σημαντική συλλογή μινωικής τέχνης στον κόσμο. Στο παλιό λιμάνι δεσπόζει το ενετικό φρούριο **Κούλες**, και τα ενετικά τείχη περικλείουν την παλιά πόλη, με την κρήνη Μοροζίνη στα Λιοντάρια και τον τάφο του Νίκου Καζαντζάκη στον προμαχώνα Μαρτινέγκο. Από εδώ ξεκινάτε εύκολα για τα χωριά και τους αμπελώνες της ενδοχώρας, τα Μάταλα ή το οροπέδιο Λασιθίου.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** υπάρχουν καθημερινά νυχτερινά πλοία όλο τον χρόνο, με διάρκεια περίπου 8 με 9 ώρες, και το καλοκαίρι και πρωινά δρομολόγια. Τα μεγάλα πλοία της γραμμής έχουν καμπίνες, εστιατόρια και χώρο για αυτοκίνητα. Από το Ηράκλειο, τα ταχύπλοα συνδέουν την Κρήτη με τη **Σαντορίνη** σε περίπου 2 ώρες και συνεχίζουν για Ίο, Νάξο, Πάρο και Μύκονο. Το λιμάνι βρίσκεται σε απόσταση περπατήματος από το κέντρο.

### Πότε να πάτε

Η Κρήτη έχει μεγάλη τουριστική περίοδο, από τον Απρίλιο ως τον Νοέμβριο. Ο Μάιος, ο Ιούνιος και ο Οκτώβριος είναι ιδανικοί για αρχαιολογικούς χώρους και εξορμήσεις. Τα ταχύπλοα προς τις Κυκλάδες δρομολογούνται κυρίως από την άνοιξη ως το φθινόπωρο.

### Χρήσιμες συμβουλές

- Με το νυχτερινό πλοίο και καμπίνα κερδίζετε μια διανυκτέρευση και φτάνετε ξεκούραστοι το πρωί.
- Στην Κνωσό πηγαίνετε νωρίς το πρωί για να αποφύγετε ζέστη και πούλμαν· λεωφορεία φεύγουν από το κέντρο.
- Αν ταξιδεύετε με αυτοκίνητο τον Αύγουστο, κλείστε θέση αρκετές εβδομάδες νωρίτερα.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Ηράκλειο;',
            answer:
              'Περίπου 8 με 9 ώρες με το νυχτερινό πλοίο. Τα πρωινά δρομολόγια του καλοκαιριού έχουν παρόμοια διάρκεια.',
          },
          {
            question: 'Πώς πάω από το Ηράκλειο στη Σαντορίνη;',
            answer:
              'Με ταχύπλοο σε περίπου 2 ώρες. Τα δρομολόγια είναι καθημερινά από την άνοιξη ως το φθινόπωρο.',
          },
          {
            question: 'Πόσο απέχει το λιμάνι από το κέντρο;',
            answer:
              'Λίγα λεπτά με τα πόδια ως το ενετικό λιμάνι και περίπου 15 λεπτά ως την πλατεία Λιονταριών.',
          },
        ],
      },
      en: {
        slug: 'heraklion',
        title: 'Heraklion, Crete: ferries from Piraeus and the Cyclades',
        metaDescription:
          'Ferry tickets to Heraklion from Piraeus (overnight and day sailings) and high-speed links from Santorini and the Cyclades. Durations and tips.',
        summary:
          'Crete’s largest city, with Knossos, the Archaeological Museum and a Venetian harbour. Overnight ferries from Piraeus every day.',
        body: `Heraklion is the capital and main port of Crete. A few kilometres south lies **Knossos**, the largest Minoan palace, and the **Archaeological Museum** in the centre holds the world’s most important collection of Minoan art. The Venetian fortress of **Koules** guards the old harbour, and the Venetian walls enclose the old town, with the Morosini Fountain at Lions Square and the tomb of Nikos Kazantzakis on the Martinengo bastion. From here it is easy to explore the villages and vineyards inland, Matala or the Lasithi plateau.

### Getting there by ferry

From **Piraeus** there are overnight ferries every day of the year, taking about 8 to 9 hours, and in summer day sailings too. The large ships on this route have cabins, restaurants and car decks. From Heraklion, high-speed ferries link Crete with **Santorini** in about 2 hours and continue to Ios, Naxos, Paros and Mykonos. The port is within walking distance of the centre.

### When to go

Crete has a long season, from April to November. May, June and October are ideal for archaeological sites and excursions. High-speed ferries to the Cyclades run mainly from spring to autumn.

### Tips

- On the overnight ferry with a cabin you save a hotel night and arrive rested in the morning.
- Visit Knossos early in the morning to avoid the heat and the coach groups; buses leave from the centre.
- If you travel with a car in August, book several weeks ahead.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Heraklion?',
            answer: 'About 8 to 9 hours on the overnight ferry. Summer day sailings take a similar time.',
          },
          {
            question: 'How do I get from Heraklion to Santorini?',
            answer: 'By high-speed ferry in about 2 hours. There are daily sailings from spring to autumn.',
          },
          {
            question: 'How far is the port from the city centre?',
            answer: 'A few minutes’ walk to the Venetian harbour and about 15 minutes to Lions Square.',
          },
        ],
      },
      de: {
        slug: 'heraklion',
        title: 'Heraklion, Kreta: Fähren ab Piräus und den Kykladen',
        metaDescription:
          'Fährtickets nach Heraklion ab Piräus (Nacht- und Tagfähren) sowie Schnellfähren ab Santorini und den Kykladen. Fahrzeiten und Tipps.',
        summary:
          'Kretas größte Stadt, mit Knossos, dem Archäologischen Museum und dem venezianischen Hafen. Täglich Nachtfähren ab Piräus.',
        body: `Heraklion ist Hauptstadt und wichtigster Hafen Kretas. Wenige Kilometer südlich liegt **Knossos**, der größte minoische Palast, und das **Archäologische Museum** im Zentrum besitzt die bedeutendste Sammlung minoischer Kunst weltweit. Die venezianische Festung **Koules** bewacht den alten Hafen, die venezianischen Mauern umschließen die Altstadt mit dem Morosini-Brunnen am Löwenplatz und dem Grab von Nikos Kazantzakis auf der Martinengo-Bastion. Von hier aus erkunden Sie bequem die Dörfer und Weinberge im Hinterland, Matala oder die Lassithi-Hochebene.

### Anreise mit der Fähre

Ab **Piräus** fahren das ganze Jahr über täglich Nachtfähren, die etwa 8 bis 9 Stunden brauchen, im Sommer zusätzlich Tagfähren. Die großen Schiffe dieser Linie haben Kabinen, Restaurants und Autodecks. Von Heraklion verbinden Schnellfähren Kreta in etwa 2 Stunden mit **Santorini** und fahren weiter nach Ios, Naxos, Paros und Mykonos. Der Hafen liegt in Gehweite zum Zentrum.

### Beste Reisezeit

Kreta hat eine lange Saison von April bis November. Mai, Juni und Oktober sind ideal für Ausgrabungsstätten und Ausflüge. Die Schnellfähren zu den Kykladen verkehren hauptsächlich vom Frühjahr bis zum Herbst.

### Tipps

- Mit der Nachtfähre und einer Kabine sparen Sie eine Hotelnacht und kommen ausgeruht an.
- Knossos früh am Morgen besuchen, um Hitze und Reisegruppen zu entgehen; Busse fahren ab dem Zentrum.
- Wer im August mit dem Auto reist, bucht am besten mehrere Wochen im Voraus.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Heraklion?',
            answer:
              'Etwa 8 bis 9 Stunden mit der Nachtfähre. Die Tagfähren im Sommer brauchen ähnlich lange.',
          },
          {
            question: 'Wie komme ich von Heraklion nach Santorini?',
            answer: 'Mit der Schnellfähre in etwa 2 Stunden, vom Frühjahr bis zum Herbst täglich.',
          },
          {
            question: 'Wie weit ist der Hafen vom Zentrum entfernt?',
            answer: 'Wenige Gehminuten bis zum venezianischen Hafen und etwa 15 Minuten bis zum Löwenplatz.',
          },
        ],
      },
      es: {
        slug: 'heraklion',
        title: 'Heraklion, Creta: ferris desde El Pireo y las Cícladas',
        metaDescription:
          'Billetes de ferry a Heraklion desde El Pireo (nocturnos y diurnos) y barcos rápidos desde Santorini y las Cícladas. Duración y consejos.',
        summary:
          'La mayor ciudad de Creta, con Cnosos, el Museo Arqueológico y el puerto veneciano. Ferris nocturnos desde El Pireo todos los días.',
        body: `Heraklion es la capital y el principal puerto de Creta. A pocos kilómetros al sur se encuentra **Cnosos**, el mayor palacio minoico, y el **Museo Arqueológico** del centro guarda la colección de arte minoico más importante del mundo. La fortaleza veneciana de **Koules** vigila el puerto viejo, y las murallas venecianas rodean el casco antiguo, con la fuente Morosini en la plaza de los Leones y la tumba de Nikos Kazantzakis en el bastión Martinengo. Desde aquí es fácil recorrer los pueblos y viñedos del interior, Matala o la meseta de Lasithi.

### Cómo llegar en ferry

Desde **El Pireo** salen ferris nocturnos todos los días del año, con una duración de unas 8-9 horas, y en verano también salidas diurnas. Los grandes barcos de esta línea tienen camarotes, restaurantes y bodega para coches. Desde Heraklion, los barcos rápidos unen Creta con **Santorini** en unas 2 horas y continúan a Ios, Naxos, Paros y Mykonos. El puerto está a poca distancia a pie del centro.

### Cuándo ir

Creta tiene una temporada larga, de abril a noviembre. Mayo, junio y octubre son ideales para yacimientos y excursiones. Los barcos rápidos a las Cícladas funcionan sobre todo de primavera a otoño.

### Consejos

- En el ferry nocturno con camarote se ahorra una noche de hotel y llega descansado por la mañana.
- Visite Cnosos a primera hora para evitar el calor y los grupos; hay autobuses desde el centro.
- Si viaja con coche en agosto, reserve con varias semanas de antelación.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Heraklion?',
            answer:
              'Unas 8-9 horas en el ferry nocturno. Las salidas diurnas de verano duran un tiempo similar.',
          },
          {
            question: '¿Cómo se va de Heraklion a Santorini?',
            answer: 'En barco rápido, en unas 2 horas. Hay salidas diarias de primavera a otoño.',
          },
          {
            question: '¿A qué distancia está el puerto del centro?',
            answer:
              'A pocos minutos a pie del puerto veneciano y a unos 15 minutos de la plaza de los Leones.',
          },
        ],
      },
      fr: {
        slug: 'heraklion',
        title: 'Héraklion, Crète : ferries depuis Le Pirée et les Cyclades',
        metaDescription:
          'Billets de ferry pour Héraklion depuis Le Pirée (traversées de nuit et de jour) et rapides depuis Santorin et les Cyclades. Durées et conseils.',
        summary:
          'La plus grande ville de Crète, avec Cnossos, le musée archéologique et le port vénitien. Ferries de nuit depuis Le Pirée chaque jour.',
        body: `Héraklion est la capitale et le premier port de la Crète. À quelques kilomètres au sud se trouve **Cnossos**, le plus grand palais minoen, et le **musée archéologique** du centre abrite la plus importante collection d’art minoen au monde. La forteresse vénitienne de **Koules** garde le vieux port, et les remparts vénitiens enserrent la vieille ville, avec la fontaine Morosini sur la place des Lions et la tombe de Nikos Kazantzakis sur le bastion Martinengo. De là, il est facile de rayonner vers les villages et vignobles de l’intérieur, Matala ou le plateau du Lassithi.

### Y aller en ferry

Depuis **Le Pirée**, des ferries de nuit partent chaque jour de l’année et mettent environ 8 à 9 heures ; en été, des traversées de jour s’y ajoutent. Les grands navires de la ligne disposent de cabines, de restaurants et de garages. Depuis Héraklion, des rapides relient la Crète à **Santorin** en 2 heures environ et continuent vers Ios, Naxos, Paros et Mykonos. Le port est à distance de marche du centre.

### Quand partir

La Crète bénéficie d’une longue saison, d’avril à novembre. Mai, juin et octobre sont idéaux pour les sites archéologiques et les excursions. Les rapides vers les Cyclades circulent surtout du printemps à l’automne.

### Conseils

- Avec le ferry de nuit et une cabine, vous économisez une nuit d’hôtel et arrivez reposé.
- Visitez Cnossos tôt le matin pour éviter la chaleur et les groupes ; des bus partent du centre.
- Si vous voyagez en voiture en août, réservez plusieurs semaines à l’avance.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Héraklion ?',
            answer:
              'Environ 8 à 9 heures en ferry de nuit. Les traversées de jour en été ont une durée semblable.',
          },
          {
            question: 'Comment aller d’Héraklion à Santorin ?',
            answer:
              'En navire rapide, en 2 heures environ. Les départs sont quotidiens du printemps à l’automne.',
          },
          {
            question: 'Le port est-il loin du centre ?',
            answer:
              'À quelques minutes à pied du port vénitien et à 15 minutes environ de la place des Lions.',
          },
        ],
      },
      it: {
        slug: 'heraklion',
        title: 'Heraklion, Creta: traghetti dal Pireo e dalle Cicladi',
        metaDescription:
          'Biglietti traghetto per Heraklion dal Pireo (notturni e diurni) e veloci da Santorini e dalle Cicladi. Durata e consigli pratici.',
        summary:
          'La città più grande di Creta, con Cnosso, il Museo archeologico e il porto veneziano. Traghetti notturni dal Pireo ogni giorno.',
        body: `Heraklion è il capoluogo e il porto principale di Creta. Pochi chilometri a sud si trova **Cnosso**, il più grande palazzo minoico, e il **Museo archeologico** in centro custodisce la più importante collezione di arte minoica al mondo. La fortezza veneziana di **Koules** sorveglia il porto vecchio e le mura veneziane racchiudono la città vecchia, con la fontana Morosini in piazza dei Leoni e la tomba di Nikos Kazantzakis sul bastione Martinengo. Da qui è facile esplorare i villaggi e i vigneti dell’entroterra, Matala o l’altopiano di Lassithi.

### Come arrivare in traghetto

Dal **Pireo** partono traghetti notturni ogni giorno dell’anno, con una durata di circa 8-9 ore, e d’estate anche corse diurne. Le grandi navi di questa linea hanno cabine, ristoranti e garage per le auto. Da Heraklion i veloci collegano Creta a **Santorini** in circa 2 ore e proseguono per Ios, Naxos, Paros e Mykonos. Il porto è raggiungibile a piedi dal centro.

### Quando andare

Creta ha una stagione lunga, da aprile a novembre. Maggio, giugno e ottobre sono ideali per i siti archeologici e le escursioni. I veloci per le Cicladi viaggiano soprattutto dalla primavera all’autunno.

### Consigli

- Con il traghetto notturno e una cabina risparmi una notte d’albergo e arrivi riposato.
- Visita Cnosso al mattino presto per evitare caldo e comitive; gli autobus partono dal centro.
- Se viaggi in auto ad agosto, prenota con diverse settimane di anticipo.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Heraklion?',
            answer:
              'Circa 8-9 ore con il traghetto notturno. Le corse diurne estive hanno una durata simile.',
          },
          {
            question: 'Come si va da Heraklion a Santorini?',
            answer: 'Con il veloce in circa 2 ore. Le corse sono giornaliere dalla primavera all’autunno.',
          },
          {
            question: 'Quanto dista il porto dal centro?',
            answer: 'Pochi minuti a piedi fino al porto veneziano e circa 15 minuti fino a piazza dei Leoni.',
          },
        ],
      },
      sq: {
        slug: 'heraklion',
        title: 'Herakliona, Kretë: tragete nga Pireu dhe Cikladet',
        metaDescription:
          'Bileta trageti për Heraklionë nga Pireu (udhëtime nate dhe dite) dhe mjete të shpejta nga Santorini e Cikladet. Kohëzgjatja dhe këshilla.',
        summary:
          'Qyteti më i madh i Kretës, me Knosin, Muzeun Arkeologjik dhe portin venecian. Tragete nate nga Pireu çdo ditë.',
        body: `Herakliona është kryeqyteti dhe porti kryesor i Kretës. Disa kilometra në jug ndodhet **Knosi**, pallati minoik më i madh, ndërsa **Muzeu Arkeologjik** në qendër ka koleksionin më të rëndësishëm të artit minoik në botë. Kalaja veneciane **Kules** ruan portin e vjetër, dhe muret veneciane rrethojnë qytetin e vjetër, me shatërvanin Morozini në sheshin e Luanëve dhe varrin e Nikos Kazanxakisit mbi bastionin Martinengo. Prej këtu mund të eksploroni lehtë fshatrat dhe vreshtat e brendësisë, Matalën ose rrafshnaltën e Lasithit.

### Si të shkoni me traget

Nga **Pireu** ka tragete nate çdo ditë të vitit, me kohëzgjatje rreth 8 deri në 9 orë, dhe në verë edhe udhëtime ditore. Anijet e mëdha të kësaj linje kanë kabina, restorante dhe garazh për makina. Nga Herakliona, tragetet e shpejta e lidhin Kretën me **Santorinin** për rreth 2 orë dhe vazhdojnë për në Ios, Naksos, Paros dhe Mikonos. Porti është në largësi ecjeje nga qendra.

### Kur të shkoni

Kreta ka sezon të gjatë, nga prilli deri në nëntor. Maji, qershori dhe tetori janë idealë për vendet arkeologjike dhe ekskursionet. Tragetet e shpejta drejt Cikladeve lundrojnë kryesisht nga pranvera deri në vjeshtë.

### Këshilla

- Me tragetin e natës dhe kabinë kurseni një natë hoteli dhe mbërrini të pushuar në mëngjes.
- Vizitoni Knosin herët në mëngjes për të shmangur vapën dhe grupet; autobusët nisen nga qendra.
- Nëse udhëtoni me makinë në gusht, rezervoni disa javë më parë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Herakliona?',
            answer:
              'Rreth 8 deri në 9 orë me tragetin e natës. Udhëtimet ditore të verës zgjasin afërsisht njësoj.',
          },
          {
            question: 'Si shkohet nga Herakliona në Santorini?',
            answer:
              'Me traget të shpejtë për rreth 2 orë. Nisjet janë të përditshme nga pranvera deri në vjeshtë.',
          },
          {
            question: 'Sa larg është porti nga qendra?',
            answer:
              'Disa minuta në këmbë deri te porti venecian dhe rreth 15 minuta deri te sheshi i Luanëve.',
          },
        ],
      },
    },
  },
  {
    key: 'chania',
    portCodes: ['CHQ', 'KIS'],
    region: 'crete',
    coordinates: { lat: 35.5138, lng: 24.018 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#f1d9b0', sea: '#1f6f8b', land: '#d4a373', accent: '#7a3e2b' },
    },
    related: ['heraklion', 'santorini'],
    text: {
      el: {
        slug: 'chania',
        title: 'Χανιά: πλοία για Σούδα και οδηγός',
        metaDescription:
          'Εισιτήρια πλοίου για Χανιά (λιμάνι Σούδας) από Πειραιά: νυχτερινά δρομολόγια, διάρκεια ταξιδιού, μεταφορά στην πόλη και τι να δείτε.',
        summary:
          'Το ενετικό λιμάνι με τον φάρο, τα σοκάκια της παλιάς πόλης και εύκολη πρόσβαση στο φαράγγι της Σαμαριάς, στον Μπάλο και στο Ελαφονήσι.',
        body: `Τα Χανιά έχουν ίσως την ωραιότερη παλιά πόλη της Κρήτης. Γύρω από το **ενετικό λιμάνι** με τον φάρο του 16ου αιώνα απλώνονται οι συνοικίες Τοπανάς, Εβραϊκή και Σπλάντζια, με ενετικά αρχοντικά, τζαμιά της οθωμανικής περιόδου και μικρά εργαστήρια. Η Δημοτική Αγορά σε σχήμα σταυρού και τα Μαχαιράδικα είναι καλή αφετηρία για βόλτα. Ο νομός έχει μερικά από τα πιο φημισμένα τοπία της Κρήτης: το **φαράγγι της Σαμαριάς** στα Λευκά Όρη, τη λιμνοθάλασσα του **Μπάλου** και το **Ελαφονήσι** με τη ροζ άμμο.

### Πώς θα φτάσετε με πλοίο

Τα πλοία από τον **Πειραιά** δένουν στο λιμάνι της **Σούδας**, περίπου 7 χιλιόμετρα ανατολικά της πόλης. Τα νυχτερινά δρομολόγια διαρκούν περίπου 8 με 9 ώρες, λειτουργούν όλο τον χρόνο και διαθέτουν καμπίνες και γκαράζ. Από τη Σούδα λεωφορεία του ΚΤΕΛ και ταξί φτάνουν στο κέντρο σε περίπου 20 λεπτά. Στη δυτική άκρη του νομού, το λιμάνι της **Κισσάμου** συνδέει την Κρήτη με τα Κύθηρα και το Γύθειο.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος, ο Σεπτέμβριος και ο Οκτώβριος είναι ιδανικοί για περπάτημα και εκδρομές. Το φαράγγι της Σαμαριάς είναι συνήθως ανοιχτό από τον Μάιο ως τον Οκτώβριο, ανάλογα με τον καιρό. Τον χειμώνα η πόλη ζει κανονικά και τα πλοία συνεχίζουν καθημερινά.

### Χρήσιμες συμβουλές

- Για τον Μπάλο υπάρχουν σκάφη από το λιμάνι της Κισσάμου, που περνούν και από τη Γραμβούσα.
- Το φαράγγι της Σαμαριάς είναι περίπου 16 χιλιόμετρα: ξεκινήστε νωρίς και πάρτε νερό και καλά παπούτσια.
- Αν έρχεστε με το νυχτερινό πλοίο, το πρωινό στην παλιά πόλη είναι ο καλύτερος τρόπος να ξεκινήσετε.`,
        faq: [
          {
            question: 'Σε ποιο λιμάνι φτάνουν τα πλοία για Χανιά;',
            answer:
              'Στη Σούδα, περίπου 7 χιλιόμετρα από την πόλη. Λεωφορεία και ταξί φτάνουν στο κέντρο σε περίπου 20 λεπτά.',
          },
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά;',
            answer: 'Περίπου 8 με 9 ώρες με το νυχτερινό πλοίο, που εκτελεί δρομολόγια όλο τον χρόνο.',
          },
          {
            question: 'Πώς πάω στον Μπάλο;',
            answer:
              'Με σκάφος από το λιμάνι της Κισσάμου, που συνδυάζει συνήθως τη Γραμβούσα, ή οδικώς μέσω χωματόδρομου και σύντομης πεζοπορίας.',
          },
        ],
      },
      en: {
        slug: 'chania',
        title: 'Chania: ferries to Souda and travel guide',
        metaDescription:
          'Ferry tickets to Chania (Souda port) from Piraeus: overnight sailings, crossing times, getting into town and what to see.',
        summary:
          'A Venetian harbour with its lighthouse, the lanes of the old town and easy access to the Samaria Gorge, Balos and Elafonisi.',
        body: `Chania has perhaps the loveliest old town in Crete. Around the **Venetian harbour** and its 16th-century lighthouse spread the Topanas, Evraiki and Splantzia quarters, with Venetian mansions, Ottoman-era mosques and small workshops. The cross-shaped Municipal Market and the knife-makers’ street are good places to start a walk. The region holds some of Crete’s most famous landscapes: the **Samaria Gorge** in the White Mountains, the lagoon of **Balos** and **Elafonisi** with its pink-tinged sand.

### Getting there by ferry

Ferries from **Piraeus** dock at **Souda**, about 7 km east of the city. Overnight sailings take about 8 to 9 hours, run all year and have cabins and car decks. From Souda, KTEL buses and taxis reach the centre in about 20 minutes. At the western end of the region, the port of **Kissamos** links Crete with Kythira and Gythio.

### When to go

May, June, September and October are ideal for walking and excursions. The Samaria Gorge is usually open from May to October, depending on the weather. In winter the city carries on as normal and ferries still sail daily.

### Tips

- For Balos, boats leave from the port of Kissamos and usually call at Gramvousa too.
- The Samaria Gorge is about 16 km long: start early and bring water and good shoes.
- If you arrive on the overnight ferry, breakfast in the old town is the best way to begin.`,
        faq: [
          {
            question: 'Which port do ferries to Chania use?',
            answer: 'Souda, about 7 km from the city. Buses and taxis reach the centre in about 20 minutes.',
          },
          {
            question: 'How long is the ferry from Piraeus?',
            answer: 'About 8 to 9 hours on the overnight ferry, which runs all year.',
          },
          {
            question: 'How do I get to Balos?',
            answer:
              'By boat from the port of Kissamos, usually combined with Gramvousa, or by road via a dirt track and a short walk.',
          },
        ],
      },
      de: {
        slug: 'chania',
        title: 'Chania: Fähren nach Souda und Reiseinfos',
        metaDescription:
          'Fährtickets nach Chania (Hafen Souda) ab Piräus: Nachtfähren, Fahrzeiten, Transfer in die Stadt und Sehenswertes.',
        summary:
          'Ein venezianischer Hafen mit Leuchtturm, die Gassen der Altstadt und kurze Wege zur Samaria-Schlucht, nach Balos und Elafonisi.',
        body: `Chania hat vielleicht die schönste Altstadt Kretas. Rund um den **venezianischen Hafen** mit seinem Leuchtturm aus dem 16. Jahrhundert liegen die Viertel Topanas, Evraiki und Splantzia mit venezianischen Palästen, Moscheen aus osmanischer Zeit und kleinen Werkstätten. Die kreuzförmige Markthalle und die Gasse der Messerschmiede sind gute Ausgangspunkte für einen Spaziergang. In der Region liegen einige der berühmtesten Landschaften Kretas: die **Samaria-Schlucht** in den Weißen Bergen, die Lagune von **Balos** und **Elafonisi** mit seinem rosa schimmernden Sand.

### Anreise mit der Fähre

Die Fähren ab **Piräus** legen in **Souda** an, etwa 7 km östlich der Stadt. Die Nachtfähren brauchen etwa 8 bis 9 Stunden, verkehren ganzjährig und bieten Kabinen und Autodecks. Von Souda fahren KTEL-Busse und Taxis in rund 20 Minuten ins Zentrum. Am Westende der Region verbindet der Hafen **Kissamos** Kreta mit Kythira und Gythio.

### Beste Reisezeit

Mai, Juni, September und Oktober sind ideal für Wanderungen und Ausflüge. Die Samaria-Schlucht ist je nach Wetter meist von Mai bis Oktober geöffnet. Im Winter geht das Stadtleben normal weiter, und die Fähren fahren weiterhin täglich.

### Tipps

- Nach Balos fahren Boote ab dem Hafen Kissamos, meist mit Halt in Gramvousa.
- Die Samaria-Schlucht ist rund 16 km lang: früh starten, Wasser und gute Schuhe mitnehmen.
- Wer mit der Nachtfähre ankommt, beginnt den Tag am besten mit einem Frühstück in der Altstadt.`,
        faq: [
          {
            question: 'In welchem Hafen kommen die Fähren nach Chania an?',
            answer:
              'In Souda, etwa 7 km von der Stadt entfernt. Busse und Taxis erreichen das Zentrum in rund 20 Minuten.',
          },
          {
            question: 'Wie lange dauert die Fähre ab Piräus?',
            answer: 'Etwa 8 bis 9 Stunden mit der Nachtfähre, die ganzjährig verkehrt.',
          },
          {
            question: 'Wie komme ich nach Balos?',
            answer:
              'Mit dem Boot ab dem Hafen Kissamos, meist kombiniert mit Gramvousa, oder über eine Schotterpiste und einen kurzen Fußweg.',
          },
        ],
      },
      es: {
        slug: 'chania',
        title: 'Chania: ferris a Souda y guía de viaje',
        metaDescription:
          'Billetes de ferry a Chania (puerto de Souda) desde El Pireo: salidas nocturnas, duración, cómo llegar a la ciudad y qué ver.',
        summary:
          'Un puerto veneciano con su faro, las callejuelas del casco antiguo y acceso fácil a la garganta de Samaria, Balos y Elafonisi.',
        body: `Chania tiene quizá el casco antiguo más bonito de Creta. Alrededor del **puerto veneciano** y su faro del siglo XVI se extienden los barrios de Topanas, Evraiki y Splantzia, con mansiones venecianas, mezquitas de época otomana y pequeños talleres. El Mercado Municipal en forma de cruz y la calle de los cuchilleros son buenos puntos de partida para un paseo. La región reúne algunos de los paisajes más famosos de Creta: la **garganta de Samaria** en las Montañas Blancas, la laguna de **Balos** y **Elafonisi**, con su arena de tonos rosados.

### Cómo llegar en ferry

Los barcos desde **El Pireo** atracan en **Souda**, a unos 7 km al este de la ciudad. Las salidas nocturnas duran unas 8-9 horas, funcionan todo el año y disponen de camarotes y bodega para coches. Desde Souda, los autobuses KTEL y los taxis llegan al centro en unos 20 minutos. En el extremo occidental de la región, el puerto de **Kissamos** une Creta con Citera y Gythio.

### Cuándo ir

Mayo, junio, septiembre y octubre son ideales para caminar y hacer excursiones. La garganta de Samaria suele abrir de mayo a octubre, según el tiempo. En invierno la ciudad mantiene su vida y los barcos siguen saliendo a diario.

### Consejos

- Para ir a Balos salen barcos del puerto de Kissamos, que suelen parar también en Gramvousa.
- La garganta de Samaria tiene unos 16 km: salga temprano y lleve agua y buen calzado.
- Si llega en el ferry nocturno, un desayuno en el casco antiguo es la mejor forma de empezar.`,
        faq: [
          {
            question: '¿A qué puerto llegan los ferris a Chania?',
            answer:
              'A Souda, a unos 7 km de la ciudad. Los autobuses y taxis llegan al centro en unos 20 minutos.',
          },
          {
            question: '¿Cuánto dura el ferry desde El Pireo?',
            answer: 'Unas 8-9 horas en el ferry nocturno, que funciona todo el año.',
          },
          {
            question: '¿Cómo se llega a Balos?',
            answer:
              'En barco desde el puerto de Kissamos, normalmente combinado con Gramvousa, o por carretera a través de una pista de tierra y un corto paseo.',
          },
        ],
      },
      fr: {
        slug: 'chania',
        title: 'La Canée (Chania) : ferries pour Souda et guide',
        metaDescription:
          'Billets de ferry pour La Canée (port de Souda) depuis Le Pirée : traversées de nuit, durées, accès à la ville et que voir.',
        summary:
          'Un port vénitien et son phare, les ruelles de la vieille ville et un accès facile aux gorges de Samaria, à Balos et à Elafonissi.',
        body: `La Canée possède peut-être la plus belle vieille ville de Crète. Autour du **port vénitien** et de son phare du XVIe siècle s’étendent les quartiers de Topanas, Evraiki et Splantzia, avec leurs demeures vénitiennes, leurs mosquées d’époque ottomane et leurs petits ateliers. Le marché couvert en forme de croix et la rue des couteliers sont de bons points de départ pour une balade. La région réunit certains des paysages les plus célèbres de Crète : les **gorges de Samaria** dans les Montagnes Blanches, le lagon de **Balos** et **Elafonissi** au sable rosé.

### Y aller en ferry

Les ferries au départ du **Pirée** accostent à **Souda**, à environ 7 km à l’est de la ville. Les traversées de nuit durent environ 8 à 9 heures, circulent toute l’année et proposent cabines et garages. De Souda, bus KTEL et taxis rejoignent le centre en 20 minutes environ. À l’extrémité ouest de la région, le port de **Kissamos** relie la Crète à Cythère et à Gythio.

### Quand partir

Mai, juin, septembre et octobre sont idéaux pour la marche et les excursions. Les gorges de Samaria sont en général ouvertes de mai à octobre, selon la météo. En hiver, la ville vit normalement et les ferries partent toujours chaque jour.

### Conseils

- Pour Balos, des bateaux partent du port de Kissamos et font généralement escale à Gramvoussa.
- Les gorges de Samaria font environ 16 km : partez tôt, avec de l’eau et de bonnes chaussures.
- Si vous arrivez par le ferry de nuit, un petit-déjeuner dans la vieille ville est la meilleure façon de commencer.`,
        faq: [
          {
            question: 'Dans quel port arrivent les ferries pour La Canée ?',
            answer:
              'À Souda, à environ 7 km de la ville. Bus et taxis rejoignent le centre en 20 minutes environ.',
          },
          {
            question: 'Combien de temps dure le ferry depuis Le Pirée ?',
            answer: 'Environ 8 à 9 heures en ferry de nuit, en service toute l’année.',
          },
          {
            question: 'Comment aller à Balos ?',
            answer:
              'En bateau depuis le port de Kissamos, souvent combiné avec Gramvoussa, ou par la route via une piste et une courte marche.',
          },
        ],
      },
      it: {
        slug: 'chania',
        title: 'Chania: traghetti per Souda e guida di viaggio',
        metaDescription:
          'Biglietti traghetto per Chania (porto di Souda) dal Pireo: corse notturne, durata, come arrivare in città e cosa vedere.',
        summary:
          'Un porto veneziano con il suo faro, i vicoli della città vecchia e un accesso facile alla gola di Samaria, a Balos e a Elafonissi.',
        body: `Chania ha forse la città vecchia più bella di Creta. Intorno al **porto veneziano** e al suo faro del Cinquecento si stendono i quartieri di Topanas, Evraiki e Splantzia, con palazzi veneziani, moschee d’epoca ottomana e piccole botteghe. Il mercato coperto a forma di croce e la via dei coltellinai sono ottimi punti di partenza per una passeggiata. La zona offre alcuni dei paesaggi più famosi di Creta: la **gola di Samaria** nelle Montagne Bianche, la laguna di **Balos** ed **Elafonissi** con la sua sabbia rosata.

### Come arrivare in traghetto

I traghetti dal **Pireo** attraccano a **Souda**, circa 7 km a est della città. Le corse notturne durano circa 8-9 ore, operano tutto l’anno e hanno cabine e garage. Da Souda autobus KTEL e taxi arrivano in centro in circa 20 minuti. All’estremità occidentale della regione, il porto di **Kissamos** collega Creta con Citera e Gythio.

### Quando andare

Maggio, giugno, settembre e ottobre sono ideali per camminare e fare escursioni. La gola di Samaria di solito è aperta da maggio a ottobre, a seconda del meteo. In inverno la città vive normalmente e i traghetti partono ogni giorno.

### Consigli

- Per Balos partono barche dal porto di Kissamos, che di solito fanno tappa anche a Gramvousa.
- La gola di Samaria è lunga circa 16 km: parti presto con acqua e scarpe adatte.
- Se arrivi con il traghetto notturno, una colazione nella città vecchia è il modo migliore per iniziare.`,
        faq: [
          {
            question: 'In quale porto arrivano i traghetti per Chania?',
            answer:
              'A Souda, a circa 7 km dalla città. Autobus e taxi arrivano in centro in circa 20 minuti.',
          },
          {
            question: 'Quanto dura il traghetto dal Pireo?',
            answer: 'Circa 8-9 ore con il traghetto notturno, operativo tutto l’anno.',
          },
          {
            question: 'Come si arriva a Balos?',
            answer:
              'In barca dal porto di Kissamos, di solito insieme a Gramvousa, oppure su strada percorrendo uno sterrato e un breve sentiero.',
          },
        ],
      },
      sq: {
        slug: 'chania',
        title: 'Hania: tragete për Sudën dhe udhëzues',
        metaDescription:
          'Bileta trageti për Hania (porti i Sudës) nga Pireu: udhëtime nate, kohëzgjatja, si të shkoni në qytet dhe çfarë të shihni.',
        summary:
          'Një port venecian me farin e tij, rrugicat e qytetit të vjetër dhe qasje e lehtë në grykën e Samarisë, Balos dhe Elafonisi.',
        body: `Hania ka ndoshta qytetin e vjetër më të bukur të Kretës. Rreth **portit venecian** dhe farit të tij të shekullit XVI shtrihen lagjet Topanas, Evraiki dhe Splanxia, me pallate veneciane, xhami të periudhës osmane dhe punishte të vogla. Tregu Bashkiak në formë kryqi dhe rruga e thikëbërësve janë pika të mira për të nisur një shëtitje. Rajoni ka disa nga peizazhet më të famshme të Kretës: **grykën e Samarisë** në Malet e Bardha, lagunën e **Balosit** dhe **Elafonisin** me rërën me nuanca rozë.

### Si të shkoni me traget

Tragetet nga **Pireu** ankorohen në **Sudë**, rreth 7 km në lindje të qytetit. Udhëtimet e natës zgjasin rreth 8 deri në 9 orë, kryhen gjatë gjithë vitit dhe kanë kabina dhe garazh. Nga Suda, autobusët KTEL dhe taksitë arrijnë në qendër për rreth 20 minuta. Në skajin perëndimor të rajonit, porti i **Kisamosit** e lidh Kretën me Kitirën dhe Gjithion.

### Kur të shkoni

Maji, qershori, shtatori dhe tetori janë idealë për ecje dhe ekskursione. Gryka e Samarisë zakonisht është e hapur nga maji deri në tetor, sipas motit. Në dimër qyteti jeton normalisht dhe tragetet vazhdojnë çdo ditë.

### Këshilla

- Për në Balos nisen varka nga porti i Kisamosit, që zakonisht ndalojnë edhe në Gramvusa.
- Gryka e Samarisë është rreth 16 km e gjatë: nisuni herët, me ujë dhe këpucë të mira.
- Nëse mbërrini me tragetin e natës, mëngjesi në qytetin e vjetër është mënyra më e mirë për të filluar.`,
        faq: [
          {
            question: 'Në cilin port mbërrijnë tragetet për Hania?',
            answer:
              'Në Sudë, rreth 7 km nga qyteti. Autobusët dhe taksitë arrijnë në qendër për rreth 20 minuta.',
          },
          {
            question: 'Sa zgjat trageti nga Pireu?',
            answer: 'Rreth 8 deri në 9 orë me tragetin e natës, që lundron gjatë gjithë vitit.',
          },
          {
            question: 'Si shkohet në Balos?',
            answer:
              'Me varkë nga porti i Kisamosit, zakonisht bashkë me Gramvusën, ose me makinë nëpër një rrugë të pashtruar dhe një ecje të shkurtër.',
          },
        ],
      },
    },
  },
];
