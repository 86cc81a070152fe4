import type { SeedDestination } from '../types.ts';

export const SPORADES: SeedDestination[] = [
  {
    key: 'skiathos',
    portCodes: ['JSI'],
    region: 'sporades',
    coordinates: { lat: 39.1622, lng: 23.4903 },
    illustration: {
      scene: 'beach',
      palette: { sky: '#e3f1f6', sea: '#1b8fa6', land: '#4f7d46', accent: '#f0d9a8' },
    },
    related: ['skopelos'],
    text: {
      el: {
        slug: 'skiathos',
        title: 'Σκιάθος: πλοία από Βόλο και Άγιο Κωνσταντίνο',
        metaDescription:
          'Εισιτήρια πλοίου για Σκιάθο από Βόλο και Άγιο Κωνσταντίνο, συνδέσεις με Σκόπελο και Αλόννησο, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Πευκόφυτο νησί με περισσότερες από 60 παραλίες, τις Κουκουναριές, τα Λαλάρια και το σπίτι του Παπαδιαμάντη.',
        body: `Η Σκιάθος είναι το πιο κοσμικό νησί των Σποράδων, με πεύκα που φτάνουν ως τη θάλασσα και περισσότερες από 60 παραλίες. Οι **Κουκουναριές**, με την ψιλή άμμο και το πευκοδάσος πίσω της, είναι η πιο γνωστή· τα **Λαλάρια**, με τα λευκά βότσαλα και τη βραχώδη αψίδα, φτάνονται μόνο με καΐκι. Η **πόλη** είναι χτισμένη σε δύο λόφους γύρω από το λιμάνι και το χερσονησάκι του Μπούρτζι, και εκεί βρίσκεται το σπίτι-μουσείο του **Αλέξανδρου Παπαδιαμάντη**. Στον βορρά, το **Κάστρο**, η παλιά πρωτεύουσα πάνω σε απόκρημνο βράχο, και η μονή της Ευαγγελίστριας αξίζουν μια εκδρομή.

### Πώς θα φτάσετε με πλοίο

Από τον **Βόλο** τα συμβατικά πλοία φτάνουν σε περίπου 2,5 ώρες και τα ταχύπλοα σε περίπου 1,5 ώρα. Από τον **Άγιο Κωνσταντίνο**, περίπου 2 ώρες οδικώς από την Αθήνα, το ταξίδι διαρκεί από 2 έως 3,5 ώρες ανάλογα με το σκάφος. Το καλοκαίρι υπάρχουν κατά διαστήματα και δρομολόγια από τη Θεσσαλονίκη. Από τη Σκιάθο τα πλοία συνεχίζουν για **Σκόπελο** (περίπου 30 λεπτά έως μία ώρα) και **Αλόννησο**.

### Πότε να πάτε

Από τον Ιούνιο ως τον Σεπτέμβριο για μπάνιο· ο Μάιος και ο Οκτώβριος είναι πιο ήσυχοι και ιδανικοί για πεζοπορία στα μονοπάτια του νησιού. Τον χειμώνα τα δρομολόγια αραιώνουν.

### Χρήσιμες συμβουλές

- Το λεωφορείο της νότιας ακτής πηγαίνει από την πόλη ως τις Κουκουναριές, με πολλές στάσεις σε παραλίες, συχνά όλη μέρα το καλοκαίρι.
- Για τα Λαλάρια και τις σπηλιές, τα καΐκια φεύγουν από το παλιό λιμάνι το πρωί.
- Αν ξεκινάτε από την Αθήνα χωρίς αυτοκίνητο, υπάρχουν λεωφορεία του ΚΤΕΛ για τον Άγιο Κωνσταντίνο.`,
        faq: [
          {
            question: 'Από ποιο λιμάνι είναι καλύτερα να φύγω για Σκιάθο;',
            answer:
              'Από τον Άγιο Κωνσταντίνο αν έρχεστε από την Αθήνα και από τον Βόλο αν έρχεστε από τη Βόρεια Ελλάδα· ο Βόλος έχει συνήθως περισσότερα δρομολόγια.',
          },
          {
            question: 'Πόσο διαρκεί το ταξίδι από Βόλο;',
            answer: 'Περίπου 2,5 ώρες με συμβατικό πλοίο και περίπου 1,5 ώρα με ταχύπλοο.',
          },
          {
            question: 'Πώς πάω από τη Σκιάθο στη Σκόπελο;',
            answer:
              'Με πλοίο ή ταχύπλοο, σε περίπου 30 λεπτά έως μία ώρα, με αρκετά δρομολόγια την ημέρα το καλοκαίρι.',
          },
        ],
      },
      en: {
        slug: 'skiathos',
        title: 'Skiathos: ferries from Volos and Agios Konstantinos',
        metaDescription:
          'Ferry tickets to Skiathos from Volos and Agios Konstantinos, links to Skopelos and Alonissos, crossing times and practical tips.',
        summary:
          'A pine-clad island with more than 60 beaches, Koukounaries, Lalaria and the house of the writer Papadiamantis.',
        body: `Skiathos is the liveliest of the Sporades, with pine trees running down to the sea and more than 60 beaches. **Koukounaries**, with fine sand backed by a pine forest, is the best known; **Lalaria**, with white pebbles and a rock arch, can only be reached by boat. The **town** spreads over two hills around the harbour and the little Bourtzi peninsula, and is home to the house-museum of the writer **Alexandros Papadiamantis**. In the north, **Kastro**, the old capital on a sheer headland, and the monastery of Evangelistria make a fine excursion.

### Getting there by ferry

From **Volos** conventional ferries take about 2.5 hours and high-speed craft about 1.5 hours. From **Agios Konstantinos**, about two hours’ drive from Athens, the crossing takes 2 to 3.5 hours depending on the vessel. In summer there are occasional sailings from Thessaloniki. From Skiathos the ferries continue to **Skopelos** (about 30 minutes to an hour) and **Alonissos**.

### When to go

June to September for swimming; May and October are quieter and ideal for walking the island’s paths. In winter sailings are less frequent.

### Tips

- The south-coast bus runs from town to Koukounaries with many beach stops, frequently throughout the day in summer.
- For Lalaria and the sea caves, boats leave the old harbour in the morning.
- If you set off from Athens without a car, KTEL buses run to Agios Konstantinos.`,
        faq: [
          {
            question: 'Which port is best for Skiathos?',
            answer:
              'Agios Konstantinos if you come from Athens, Volos if you come from northern Greece; Volos usually has more sailings.',
          },
          {
            question: 'How long is the ferry from Volos?',
            answer: 'About 2.5 hours by conventional ferry and about 1.5 hours by high-speed ferry.',
          },
          {
            question: 'How do I get from Skiathos to Skopelos?',
            answer:
              'By ferry or fast boat in about 30 minutes to an hour, with several sailings a day in summer.',
          },
        ],
      },
      de: {
        slug: 'skiathos',
        title: 'Skiathos: Fähren ab Volos und Agios Konstantinos',
        metaDescription:
          'Fährtickets nach Skiathos ab Volos und Agios Konstantinos, Verbindungen nach Skopelos und Alonissos, Fahrzeiten und praktische Tipps.',
        summary:
          'Eine Pinieninsel mit über 60 Stränden, Koukounaries, Lalaria und dem Haus des Schriftstellers Papadiamantis.',
        body: `Skiathos ist die lebhafteste Insel der Sporaden, mit Pinien bis ans Meer und mehr als 60 Stränden. **Koukounaries** mit feinem Sand und einem Pinienwald im Rücken ist der bekannteste; **Lalaria** mit weißen Kieseln und einem Felsbogen erreichen Sie nur per Boot. Der **Hauptort** liegt auf zwei Hügeln rund um den Hafen und die kleine Halbinsel Bourtzi; hier steht das Haus-Museum des Schriftstellers **Alexandros Papadiamantis**. Im Norden lohnen **Kastro**, die alte Hauptstadt auf einem steilen Felsen, und das Kloster Evangelistria einen Ausflug.

### Anreise mit der Fähre

Ab **Volos** brauchen konventionelle Fähren etwa 2,5 Stunden, Schnellboote etwa 1,5 Stunden. Ab **Agios Konstantinos**, rund zwei Autostunden von Athen, dauert die Überfahrt je nach Schiff 2 bis 3,5 Stunden. Im Sommer gibt es gelegentlich Abfahrten ab Thessaloniki. Von Skiathos fahren die Schiffe weiter nach **Skopelos** (etwa 30 Minuten bis eine Stunde) und **Alonissos**.

### Beste Reisezeit

Juni bis September zum Baden; Mai und Oktober sind ruhiger und ideal zum Wandern auf den Inselpfaden. Im Winter fahren die Fähren seltener.

### Tipps

- Der Bus entlang der Südküste fährt von der Stadt bis Koukounaries mit vielen Stopps an Stränden, im Sommer den ganzen Tag in dichtem Takt.
- Nach Lalaria und zu den Meereshöhlen fahren Boote morgens ab dem alten Hafen.
- Wer ohne Auto von Athen startet, erreicht Agios Konstantinos mit KTEL-Bussen.`,
        faq: [
          {
            question: 'Welcher Hafen ist für Skiathos am besten?',
            answer:
              'Agios Konstantinos, wenn Sie aus Athen kommen, Volos, wenn Sie aus Nordgriechenland kommen; ab Volos gibt es meist mehr Abfahrten.',
          },
          {
            question: 'Wie lange dauert die Fähre ab Volos?',
            answer:
              'Etwa 2,5 Stunden mit der konventionellen Fähre und etwa 1,5 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Wie komme ich von Skiathos nach Skopelos?',
            answer:
              'Mit Fähre oder Schnellboot in etwa 30 Minuten bis einer Stunde, im Sommer mehrmals täglich.',
          },
        ],
      },
      es: {
        slug: 'skiathos',
        title: 'Skiathos: ferris desde Volos y Agios Konstantinos',
        metaDescription:
          'Billetes de ferry a Skiathos desde Volos y Agios Konstantinos, conexiones con Skopelos y Alonissos, duración y consejos prácticos.',
        summary:
          'Una isla cubierta de pinos con más de 60 playas, Koukounaries, Lalaria y la casa del escritor Papadiamantis.',
        body: `Skiathos es la más animada de las Espóradas, con pinos que llegan hasta el mar y más de 60 playas. **Koukounaries**, de arena fina con un pinar detrás, es la más conocida; **Lalaria**, de guijarros blancos y con un arco de roca, solo es accesible en barco. La **ciudad** se extiende sobre dos colinas alrededor del puerto y la pequeña península de Bourtzi, y allí está la casa-museo del escritor **Alexandros Papadiamantis**. En el norte, **Kastro**, la antigua capital sobre un promontorio escarpado, y el monasterio de Evangelistria merecen una excursión.

### Cómo llegar en ferry

Desde **Volos** los ferris convencionales tardan unas 2,5 horas y los rápidos alrededor de 1,5 horas. Desde **Agios Konstantinos**, a unas dos horas en coche de Atenas, la travesía dura entre 2 y 3,5 horas según el barco. En verano hay ocasionalmente salidas desde Tesalónica. Desde Skiathos los barcos continúan a **Skopelos** (entre 30 minutos y una hora) y **Alonissos**.

### Cuándo ir

De junio a septiembre para bañarse; mayo y octubre son más tranquilos e ideales para recorrer los senderos de la isla. En invierno hay menos salidas.

### Consejos

- El autobús de la costa sur va de la ciudad a Koukounaries con muchas paradas en playas, con frecuencia durante todo el día en verano.
- Para Lalaria y las cuevas marinas, los barcos salen por la mañana del puerto viejo.
- Si sale de Atenas sin coche, hay autobuses KTEL a Agios Konstantinos.`,
        faq: [
          {
            question: '¿Qué puerto conviene para Skiathos?',
            answer:
              'Agios Konstantinos si viene de Atenas y Volos si viene del norte de Grecia; Volos suele tener más salidas.',
          },
          {
            question: '¿Cuánto dura el ferry desde Volos?',
            answer: 'Unas 2,5 horas en ferry convencional y alrededor de 1,5 horas en ferry rápido.',
          },
          {
            question: '¿Cómo se va de Skiathos a Skopelos?',
            answer:
              'En ferry o barco rápido, en 30 minutos a una hora, con varias salidas diarias en verano.',
          },
        ],
      },
      fr: {
        slug: 'skiathos',
        title: 'Skiathos : ferries depuis Volos et Agios Konstantinos',
        metaDescription:
          'Billets de ferry pour Skiathos depuis Volos et Agios Konstantinos, liaisons vers Skopelos et Alonissos, durées et conseils pratiques.',
        summary:
          'Une île couverte de pins, plus de 60 plages, Koukounaries, Lalaria et la maison de l’écrivain Papadiamantis.',
        body: `Skiathos est la plus animée des Sporades, avec des pins qui descendent jusqu’à la mer et plus de 60 plages. **Koukounaries**, au sable fin adossé à une pinède, est la plus célèbre ; **Lalaria**, aux galets blancs et à l’arche rocheuse, n’est accessible qu’en bateau. La **ville** s’étend sur deux collines autour du port et de la petite presqu’île de Bourtzi ; on y visite la maison-musée de l’écrivain **Alexandros Papadiamantis**. Au nord, **Kastro**, l’ancienne capitale sur un promontoire escarpé, et le monastère d’Evangelistria méritent une excursion.

### Y aller en ferry

Depuis **Volos**, les ferries classiques mettent environ 2 h 30 et les rapides environ 1 h 30. Depuis **Agios Konstantinos**, à deux heures de route d’Athènes, la traversée dure de 2 h à 3 h 30 selon le navire. En été, quelques départs existent depuis Thessalonique. De Skiathos, les ferries continuent vers **Skopelos** (30 minutes à une heure) et **Alonissos**.

### Quand partir

De juin à septembre pour la baignade ; mai et octobre sont plus calmes et idéaux pour randonner sur les sentiers de l’île. En hiver, les départs sont moins fréquents.

### Conseils

- Le bus de la côte sud relie la ville à Koukounaries avec de nombreux arrêts aux plages, très souvent toute la journée en été.
- Pour Lalaria et les grottes marines, les caïques partent le matin du vieux port.
- Si vous partez d’Athènes sans voiture, des bus KTEL desservent Agios Konstantinos.`,
        faq: [
          {
            question: 'Quel port choisir pour Skiathos ?',
            answer:
              'Agios Konstantinos si vous venez d’Athènes, Volos si vous venez du nord de la Grèce ; Volos offre en général plus de départs.',
          },
          {
            question: 'Combien de temps dure le ferry depuis Volos ?',
            answer: 'Environ 2 h 30 en ferry classique et 1 h 30 environ en navire rapide.',
          },
          {
            question: 'Comment aller de Skiathos à Skopelos ?',
            answer:
              'En ferry ou en rapide, en 30 minutes à une heure, avec plusieurs départs par jour en été.',
          },
        ],
      },
      it: {
        slug: 'skiathos',
        title: 'Skiathos: traghetti da Volos e Agios Konstantinos',
        metaDescription:
          'Biglietti traghetto per Skiathos da Volos e Agios Konstantinos, collegamenti con Skopelos e Alonissos, durata e consigli pratici.',
        summary:
          'Un’isola coperta di pini con oltre 60 spiagge, Koukounaries, Lalaria e la casa dello scrittore Papadiamantis.',
        body: `Skiathos è la più vivace delle Sporadi, con pini che arrivano fino al mare e più di 60 spiagge. **Koukounaries**, di sabbia fine con una pineta alle spalle, è la più famosa; **Lalaria**, con ciottoli bianchi e un arco di roccia, si raggiunge solo in barca. Il **paese** si stende su due colline intorno al porto e alla piccola penisola del Bourtzi, dove si trova la casa-museo dello scrittore **Alexandros Papadiamantis**. A nord, **Kastro**, l’antico capoluogo su un promontorio a picco, e il monastero di Evangelistria valgono un’escursione.

### Come arrivare in traghetto

Da **Volos** i traghetti convenzionali impiegano circa 2,5 ore e i veloci circa 1,5 ore. Da **Agios Konstantinos**, a circa due ore d’auto da Atene, la traversata dura da 2 a 3,5 ore a seconda della nave. In estate ci sono occasionalmente partenze da Salonicco. Da Skiathos i traghetti proseguono per **Skopelos** (da 30 minuti a un’ora) e **Alonissos**.

### Quando andare

Da giugno a settembre per il mare; maggio e ottobre sono più tranquilli e ideali per i sentieri dell’isola. In inverno le corse si riducono.

### Consigli

- L’autobus della costa sud va dal paese a Koukounaries con molte fermate alle spiagge, con grande frequenza tutto il giorno in estate.
- Per Lalaria e le grotte marine, le barche partono al mattino dal porto vecchio.
- Se parti da Atene senza auto, ci sono autobus KTEL per Agios Konstantinos.`,
        faq: [
          {
            question: 'Quale porto conviene per Skiathos?',
            answer:
              'Agios Konstantinos se arrivi da Atene, Volos se arrivi dal nord della Grecia; Volos di solito ha più corse.',
          },
          {
            question: 'Quanto dura il traghetto da Volos?',
            answer: 'Circa 2,5 ore con il convenzionale e circa 1,5 ore con il veloce.',
          },
          {
            question: 'Come si va da Skiathos a Skopelos?',
            answer:
              'Con traghetto o veloce in circa 30 minuti-un’ora, con diverse corse al giorno in estate.',
          },
        ],
      },
      sq: {
        slug: 'skiathos',
        title: 'Skiathos: tragete nga Volosi dhe Agios Konstandinos',
        metaDescription:
          'Bileta trageti për Skiathos nga Volosi dhe Agios Konstandinos, lidhje me Skopelosin dhe Alonisosin, kohëzgjatja dhe këshilla praktike.',
        summary:
          'Një ishull me pisha dhe mbi 60 plazhe, Kukunaries, Lalaria dhe shtëpia e shkrimtarit Papadiamandis.',
        body: `Skiathosi është më i gjalli ndër ishujt e Sporadeve, me pisha që zbresin deri në det dhe mbi 60 plazhe. **Kukunaries**, me rërë të imët dhe pyll pishash pas saj, është plazhi më i njohur; **Lalaria**, me guralecë të bardhë dhe një hark shkëmbor, arrihet vetëm me varkë. **Qyteti** shtrihet mbi dy kodra rreth portit dhe gadishullit të vogël Burxi, ku ndodhet shtëpia-muze e shkrimtarit **Aleksandros Papadiamandis**. Në veri, **Kastro**, kryeqendra e vjetër mbi një kep të thepisur, dhe manastiri i Evangjelistrias ia vlen një ekskursion.

### Si të shkoni me traget

Nga **Volosi** tragetet konvencionale udhëtojnë rreth 2,5 orë dhe ato të shpejta rreth 1,5 orë. Nga **Agios Konstandinos**, rreth dy orë me makinë nga Athina, udhëtimi zgjat 2 deri në 3,5 orë sipas anijes. Në verë ka herë pas here nisje nga Selaniku. Nga Skiathosi tragetet vazhdojnë për në **Skopelos** (rreth 30 minuta deri në një orë) dhe **Alonisos**.

### Kur të shkoni

Nga qershori deri në shtator për not; maji dhe tetori janë më të qetë dhe idealë për ecje në shtigjet e ishullit. Në dimër nisjet pakësohen.

### Këshilla

- Autobusi i bregut jugor shkon nga qyteti deri në Kukunaries me shumë ndalesa në plazhe, shpesh gjatë gjithë ditës në verë.
- Për Lalarian dhe shpellat detare, varkat nisen në mëngjes nga porti i vjetër.
- Nëse niseni nga Athina pa makinë, ka autobusë KTEL për në Agios Konstandinos.`,
        faq: [
          {
            question: 'Cili port është më i mirë për Skiathos?',
            answer:
              'Agios Konstandinos nëse vini nga Athina, Volosi nëse vini nga Greqia veriore; Volosi zakonisht ka më shumë nisje.',
          },
          {
            question: 'Sa zgjat trageti nga Volosi?',
            answer: 'Rreth 2,5 orë me traget konvencional dhe rreth 1,5 orë me traget të shpejtë.',
          },
          {
            question: 'Si shkohet nga Skiathosi në Skopelos?',
            answer:
              'Me traget ose mjet të shpejtë për rreth 30 minuta deri në një orë, me disa nisje në ditë në verë.',
          },
        ],
      },
    },
  },
  {
    key: 'skopelos',
    portCodes: ['SKO'],
    region: 'sporades',
    coordinates: { lat: 39.1211, lng: 23.7256 },
    illustration: {
      scene: 'island-village',
      palette: { sky: '#e0eff5', sea: '#17819c', land: '#476f3f', accent: '#ffffff' },
    },
    related: ['skiathos'],
    text: {
      el: {
        slug: 'skopelos',
        title: 'Σκόπελος: πλοία, παραλίες και Άγιος Ιωάννης στο Καστρί',
        metaDescription:
          'Εισιτήρια πλοίου για Σκόπελο από Βόλο, Άγιο Κωνσταντίνο και Σκιάθο: λιμάνια Σκόπελος και Γλώσσα, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Το πιο πράσινο νησί των Σποράδων, με αμφιθεατρική Χώρα, δεκάδες εκκλησάκια και το ξωκλήσι του Αγίου Ιωάννη στο Καστρί.',
        body: `Η Σκόπελος είναι καλυμμένη με πευκοδάση που φτάνουν ως τις ακρογιαλιές. Η **Χώρα**, χτισμένη αμφιθεατρικά πάνω από το λιμάνι, έχει σπίτια με σχιστολιθικές στέγες και, λένε, περισσότερες από εκατό εκκλησίες και ξωκλήσια. Το εκκλησάκι του **Αγίου Ιωάννη στο Καστρί**, πάνω σε έναν βράχο στη θάλασσα, έγινε διάσημο σε όλο τον κόσμο από την ταινία *Mamma Mia!*. Για κολύμπι, το Καστάνι, η Μηλιά, ο Πάνορμος και ο Στάφυλος είναι από τις πιο όμορφες παραλίες. Δοκιμάστε τη στριφτή σκοπελίτικη τυρόπιτα και τα δαμάσκηνα του νησιού. Κοντά βρίσκεται η **Αλόννησος**, με το Εθνικό Θαλάσσιο Πάρκο όπου ζει η μεσογειακή φώκια.

### Πώς θα φτάσετε με πλοίο

Η Σκόπελος έχει δύο λιμάνια: το λιμάνι της **Χώρας** και τη **Γλώσσα** (Λουτράκι) στη βορειοδυτική πλευρά. Από τον **Βόλο** τα συμβατικά πλοία κάνουν περίπου 3,5 με 4,5 ώρες και τα ταχύπλοα περίπου 2 με 2,5 ώρες. Από τον **Άγιο Κωνσταντίνο** το ταξίδι διαρκεί περίπου 2,5 με 3,5 ώρες. Από τη **Σκιάθο** η απόσταση είναι 30 λεπτά έως μία ώρα, και η **Αλόννησος** απέχει περίπου 20 με 30 λεπτά.

### Πότε να πάτε

Από τον Ιούνιο ως τον Σεπτέμβριο για θάλασσα· η άνοιξη και ο Οκτώβριος είναι ιδανικοί για περπάτημα στα μονοπάτια. Τον Αύγουστο το νησί έχει αρκετό κόσμο αλλά κρατά ήρεμο ρυθμό.

### Χρήσιμες συμβουλές

- Ελέγξτε αν το πλοίο σας πιάνει στη Χώρα ή στη Γλώσσα, ανάλογα με το πού θα μείνετε.
- Για τον Άγιο Ιωάννη υπάρχουν περίπου 100 σκαλοπάτια: πάρτε νερό και ανεβείτε νωρίς ή το σούρουπο.
- Ένα αυτοκίνητο ή μηχανάκι βοηθά για τις παραλίες της δυτικής ακτής.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Βόλο για Σκόπελο;',
            answer: 'Περίπου 3,5 με 4,5 ώρες με συμβατικό πλοίο και περίπου 2 με 2,5 ώρες με ταχύπλοο.',
          },
          {
            question: 'Πού γυρίστηκε το Mamma Mia!;',
            answer:
              'Η σκηνή του γάμου γυρίστηκε στο εκκλησάκι του Αγίου Ιωάννη στο Καστρί, στη βορειοανατολική ακτή της Σκοπέλου.',
          },
          {
            question: 'Πώς πάω στην Αλόννησο;',
            answer: 'Με πλοίο από το λιμάνι της Σκοπέλου, σε περίπου 20 με 30 λεπτά.',
          },
        ],
      },
      en: {
        slug: 'skopelos',
        title: 'Skopelos: ferries, beaches and Agios Ioannis sto Kastri',
        metaDescription:
          'Ferry tickets to Skopelos from Volos, Agios Konstantinos and Skiathos: the ports of Skopelos Town and Glossa, crossing times and tips.',
        summary:
          'The greenest of the Sporades, with a tiered Chora, dozens of chapels and the clifftop church of Agios Ioannis sto Kastri.',
        body: `Skopelos is covered in pine forests that reach right down to its beaches. **Chora**, rising in tiers above the harbour, has houses with slate roofs and, locals say, more than a hundred churches and chapels. The chapel of **Agios Ioannis sto Kastri**, on a rock above the sea, became world-famous through the film *Mamma Mia!*. For swimming, Kastani, Milia, Panormos and Stafylos are among the loveliest beaches. Try the spiral Skopelos cheese pie and the island’s plums. Nearby is **Alonissos**, with the National Marine Park that is home to the Mediterranean monk seal.

### Getting there by ferry

Skopelos has two ports: **Skopelos Town** and **Glossa** (Loutraki) on the north-west side. From **Volos** conventional ferries take about 3.5 to 4.5 hours and high-speed craft about 2 to 2.5 hours. From **Agios Konstantinos** the crossing takes about 2.5 to 3.5 hours. From **Skiathos** it is 30 minutes to an hour, and **Alonissos** is about 20 to 30 minutes away.

### When to go

June to September for the sea; spring and October are ideal for walking the footpaths. August is busy but the island keeps a calm pace.

### Tips

- Check whether your ferry calls at Skopelos Town or Glossa, depending on where you are staying.
- There are about 100 steps up to Agios Ioannis: take water and go early or at dusk.
- A car or scooter helps for the beaches of the west coast.`,
        faq: [
          {
            question: 'How long is the ferry from Volos to Skopelos?',
            answer:
              'About 3.5 to 4.5 hours by conventional ferry and about 2 to 2.5 hours by high-speed ferry.',
          },
          {
            question: 'Where was Mamma Mia! filmed?',
            answer:
              'The wedding scene was filmed at the chapel of Agios Ioannis sto Kastri, on the north-east coast of Skopelos.',
          },
          {
            question: 'How do I get to Alonissos?',
            answer: 'By ferry from Skopelos Town in about 20 to 30 minutes.',
          },
        ],
      },
      de: {
        slug: 'skopelos',
        title: 'Skopelos: Fähren, Strände und Agios Ioannis sto Kastri',
        metaDescription:
          'Fährtickets nach Skopelos ab Volos, Agios Konstantinos und Skiathos: Häfen Skopelos-Stadt und Glossa, Fahrzeiten und Tipps.',
        summary:
          'Die grünste Sporadeninsel, mit terrassenförmiger Chora, Dutzenden Kapellen und der Felsenkirche Agios Ioannis sto Kastri.',
        body: `Skopelos ist von Pinienwäldern bedeckt, die bis an die Strände reichen. **Chora**, terrassenförmig über dem Hafen gebaut, hat Häuser mit Schieferdächern und, wie die Einheimischen sagen, mehr als hundert Kirchen und Kapellen. Die Kapelle **Agios Ioannis sto Kastri** auf einem Felsen über dem Meer wurde durch den Film *Mamma Mia!* weltberühmt. Zum Baden gehören Kastani, Milia, Panormos und Stafylos zu den schönsten Stränden. Probieren Sie die spiralförmige Käsepastete von Skopelos und die Pflaumen der Insel. In der Nähe liegt **Alonissos** mit dem Nationalen Meerespark, Lebensraum der Mittelmeer-Mönchsrobbe.

### Anreise mit der Fähre

Skopelos hat zwei Häfen: **Skopelos-Stadt** und **Glossa** (Loutraki) im Nordwesten. Ab **Volos** brauchen konventionelle Fähren etwa 3,5 bis 4,5 Stunden, Schnellboote etwa 2 bis 2,5 Stunden. Ab **Agios Konstantinos** dauert die Überfahrt etwa 2,5 bis 3,5 Stunden. Ab **Skiathos** sind es 30 Minuten bis eine Stunde, nach **Alonissos** etwa 20 bis 30 Minuten.

### Beste Reisezeit

Juni bis September für das Meer; Frühling und Oktober sind ideal zum Wandern. Im August ist mehr los, doch die Insel behält ihren ruhigen Rhythmus.

### Tipps

- Prüfen Sie, ob Ihre Fähre in Skopelos-Stadt oder in Glossa anlegt – je nach Unterkunft.
- Zu Agios Ioannis führen rund 100 Stufen: Wasser mitnehmen und früh oder in der Abenddämmerung hinaufsteigen.
- Für die Strände der Westküste ist ein Auto oder Roller hilfreich.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Volos nach Skopelos?',
            answer:
              'Etwa 3,5 bis 4,5 Stunden mit der konventionellen Fähre und etwa 2 bis 2,5 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Wo wurde Mamma Mia! gedreht?',
            answer:
              'Die Hochzeitsszene entstand an der Kapelle Agios Ioannis sto Kastri an der Nordostküste von Skopelos.',
          },
          {
            question: 'Wie komme ich nach Alonissos?',
            answer: 'Mit der Fähre ab Skopelos-Stadt in etwa 20 bis 30 Minuten.',
          },
        ],
      },
      es: {
        slug: 'skopelos',
        title: 'Skopelos: ferris, playas y Agios Ioannis sto Kastri',
        metaDescription:
          'Billetes de ferry a Skopelos desde Volos, Agios Konstantinos y Skiathos: los puertos de Skopelos y Glossa, duración y consejos.',
        summary:
          'La más verde de las Espóradas, con una Chora escalonada, decenas de capillas y la ermita de Agios Ioannis sto Kastri sobre el mar.',
        body: `Skopelos está cubierta de pinares que llegan hasta sus playas. **Chora**, escalonada sobre el puerto, tiene casas con tejados de pizarra y, según dicen los vecinos, más de cien iglesias y capillas. La ermita de **Agios Ioannis sto Kastri**, sobre una roca junto al mar, se hizo famosa en todo el mundo con la película *Mamma Mia!*. Para bañarse, Kastani, Milia, Panormos y Stafylos están entre las playas más bonitas. Pruebe la empanada de queso en espiral de Skopelos y las ciruelas de la isla. Cerca está **Alonissos**, con el Parque Marino Nacional donde vive la foca monje del Mediterráneo.

### Cómo llegar en ferry

Skopelos tiene dos puertos: el de **Chora** y **Glossa** (Loutraki), en el noroeste. Desde **Volos** los ferris convencionales tardan unas 3,5-4,5 horas y los rápidos unas 2-2,5 horas. Desde **Agios Konstantinos** la travesía dura unas 2,5-3,5 horas. Desde **Skiathos** se tarda entre 30 minutos y una hora, y **Alonissos** está a unos 20-30 minutos.

### Cuándo ir

De junio a septiembre para el mar; la primavera y octubre son ideales para los senderos. Agosto es concurrido, pero la isla mantiene un ritmo tranquilo.

### Consejos

- Compruebe si su barco para en Chora o en Glossa, según dónde se aloje.
- A Agios Ioannis se sube por unos 100 escalones: lleve agua y vaya temprano o al atardecer.
- Un coche o una moto ayudan para las playas de la costa oeste.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Volos a Skopelos?',
            answer: 'Unas 3,5-4,5 horas en ferry convencional y unas 2-2,5 horas en ferry rápido.',
          },
          {
            question: '¿Dónde se rodó Mamma Mia!?',
            answer:
              'La escena de la boda se rodó en la ermita de Agios Ioannis sto Kastri, en la costa noreste de Skopelos.',
          },
          {
            question: '¿Cómo se va a Alonissos?',
            answer: 'En ferry desde el puerto de Skopelos, en unos 20-30 minutos.',
          },
        ],
      },
      fr: {
        slug: 'skopelos',
        title: 'Skopelos : ferries, plages et Agios Ioannis sto Kastri',
        metaDescription:
          'Billets de ferry pour Skopelos depuis Volos, Agios Konstantinos et Skiathos : ports de Skopelos-ville et Glossa, durées et conseils.',
        summary:
          'La plus verte des Sporades, avec une Chora en gradins, des dizaines de chapelles et l’église d’Agios Ioannis sto Kastri sur son rocher.',
        body: `Skopelos est couverte de pinèdes qui descendent jusqu’à ses plages. **Chora**, étagée au-dessus du port, aligne des maisons aux toits de lauze et, disent les habitants, plus d’une centaine d’églises et de chapelles. La chapelle d’**Agios Ioannis sto Kastri**, perchée sur un rocher au-dessus de la mer, est devenue célèbre dans le monde entier grâce au film *Mamma Mia!*. Pour la baignade, Kastani, Milia, Panormos et Stafylos comptent parmi les plus belles plages. Goûtez la tourte au fromage en spirale de Skopelos et les prunes de l’île. Tout près, **Alonissos** abrite le parc marin national, refuge du phoque moine de Méditerranée.

### Y aller en ferry

Skopelos compte deux ports : **Skopelos-ville** et **Glossa** (Loutraki), au nord-ouest. Depuis **Volos**, les ferries classiques mettent environ 3 h 30 à 4 h 30 et les rapides 2 h à 2 h 30. Depuis **Agios Konstantinos**, la traversée dure 2 h 30 à 3 h 30 environ. Depuis **Skiathos**, comptez 30 minutes à une heure, et **Alonissos** est à 20-30 minutes.

### Quand partir

De juin à septembre pour la mer ; le printemps et octobre sont idéaux pour les sentiers. Août est fréquenté, mais l’île garde un rythme paisible.

### Conseils

- Vérifiez si votre ferry dessert Skopelos-ville ou Glossa, selon votre hébergement.
- Une centaine de marches mènent à Agios Ioannis : prenez de l’eau et montez tôt ou au crépuscule.
- Une voiture ou un scooter est utile pour les plages de la côte ouest.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Volos – Skopelos ?',
            answer: 'Environ 3 h 30 à 4 h 30 en ferry classique et 2 h à 2 h 30 en navire rapide.',
          },
          {
            question: 'Où a été tourné Mamma Mia! ?',
            answer:
              'La scène du mariage a été tournée à la chapelle d’Agios Ioannis sto Kastri, sur la côte nord-est de Skopelos.',
          },
          {
            question: 'Comment aller à Alonissos ?',
            answer: 'En ferry depuis Skopelos-ville, en 20 à 30 minutes environ.',
          },
        ],
      },
      it: {
        slug: 'skopelos',
        title: 'Skopelos: traghetti, spiagge e Agios Ioannis sto Kastri',
        metaDescription:
          'Biglietti traghetto per Skopelos da Volos, Agios Konstantinos e Skiathos: i porti di Skopelos e Glossa, durata e consigli.',
        summary:
          'La più verde delle Sporadi, con una Chora a gradoni, decine di cappelle e la chiesetta di Agios Ioannis sto Kastri sullo scoglio.',
        body: `Skopelos è coperta di pinete che scendono fino alle spiagge. **Chora**, a gradoni sopra il porto, ha case con i tetti in ardesia e, dicono gli abitanti, più di cento chiese e cappelle. La chiesetta di **Agios Ioannis sto Kastri**, su uno scoglio sopra il mare, è diventata famosa in tutto il mondo grazie al film *Mamma Mia!*. Per il bagno, Kastani, Milia, Panormos e Stafylos sono tra le spiagge più belle. Assaggia la torta di formaggio a spirale di Skopelos e le prugne dell’isola. Vicino c’è **Alonissos**, con il Parco Marino Nazionale dove vive la foca monaca del Mediterraneo.

### Come arrivare in traghetto

Skopelos ha due porti: **Skopelos città** e **Glossa** (Loutraki), a nord-ovest. Da **Volos** i traghetti convenzionali impiegano circa 3,5-4,5 ore e i veloci circa 2-2,5 ore. Da **Agios Konstantinos** la traversata dura circa 2,5-3,5 ore. Da **Skiathos** ci vogliono da 30 minuti a un’ora, e **Alonissos** è a circa 20-30 minuti.

### Quando andare

Da giugno a settembre per il mare; primavera e ottobre sono ideali per i sentieri. Ad agosto c’è più gente, ma l’isola mantiene un ritmo tranquillo.

### Consigli

- Verifica se il tuo traghetto fa scalo a Skopelos città o a Glossa, in base a dove alloggi.
- Per Agios Ioannis ci sono circa 100 gradini: porta acqua e sali presto o al tramonto.
- Un’auto o uno scooter aiutano per le spiagge della costa ovest.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Volos a Skopelos?',
            answer: 'Circa 3,5-4,5 ore con il convenzionale e circa 2-2,5 ore con il veloce.',
          },
          {
            question: 'Dove è stato girato Mamma Mia!?',
            answer:
              'La scena del matrimonio è stata girata nella chiesetta di Agios Ioannis sto Kastri, sulla costa nord-orientale di Skopelos.',
          },
          {
            question: 'Come si va ad Alonissos?',
            answer: 'Con il traghetto da Skopelos città in circa 20-30 minuti.',
          },
        ],
      },
      sq: {
        slug: 'skopelos',
        title: 'Skopelos: tragete, plazhe dhe Agios Ioannis sto Kastri',
        metaDescription:
          'Bileta trageti për Skopelos nga Volosi, Agios Konstandinos dhe Skiathosi: portet Skopelos dhe Glosa, kohëzgjatja dhe këshilla.',
        summary:
          'Më i gjelbri i Sporadeve, me Horë shkallë-shkallë, dhjetëra kishëza dhe kishën e Agios Ioannis sto Kastri mbi shkëmb.',
        body: `Skopelosi është i mbuluar me pyje pishash që zbresin deri te plazhet. **Hora**, e ndërtuar shkallë-shkallë mbi port, ka shtëpi me çati prej rrasash dhe, siç thonë banorët, mbi njëqind kisha e kishëza. Kishëza e **Agios Ioannis sto Kastri**, mbi një shkëmb pranë detit, u bë e famshme në mbarë botën me filmin *Mamma Mia!*. Për not, Kastani, Milia, Panormosi dhe Stafilosi janë ndër plazhet më të bukura. Provoni byrekun spiral me djathë të Skopelosit dhe kumbullat e ishullit. Afër ndodhet **Alonisosi**, me Parkun Kombëtar Detar ku jeton foka murg e Mesdheut.

### Si të shkoni me traget

Skopelosi ka dy porte: portin e **Horës** dhe **Glosën** (Lutraki) në veriperëndim. Nga **Volosi** tragetet konvencionale udhëtojnë rreth 3,5 deri në 4,5 orë dhe ato të shpejta rreth 2 deri në 2,5 orë. Nga **Agios Konstandinos** udhëtimi zgjat rreth 2,5 deri në 3,5 orë. Nga **Skiathosi** janë 30 minuta deri në një orë, dhe **Alonisosi** është rreth 20 deri në 30 minuta larg.

### Kur të shkoni

Nga qershori deri në shtator për det; pranvera dhe tetori janë idealë për shtigjet. Në gusht ka më shumë njerëz, por ishulli ruan ritmin e qetë.

### Këshilla

- Kontrolloni nëse trageti juaj ndalon në Horë apo në Glosë, sipas vendit ku do të qëndroni.
- Për te Agios Ioannis ka rreth 100 shkallë: merrni ujë dhe ngjituni herët ose në muzg.
- Një makinë ose motor ndihmon për plazhet e bregut perëndimor.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Volosi në Skopelos?',
            answer:
              'Rreth 3,5 deri në 4,5 orë me traget konvencional dhe rreth 2 deri në 2,5 orë me traget të shpejtë.',
          },
          {
            question: 'Ku u xhirua Mamma Mia!?',
            answer:
              'Skena e dasmës u xhirua te kishëza e Agios Ioannis sto Kastri, në bregun verilindor të Skopelosit.',
          },
          {
            question: 'Si shkohet në Alonisos?',
            answer: 'Me traget nga porti i Skopelosit për rreth 20 deri në 30 minuta.',
          },
        ],
      },
    },
  },
];
