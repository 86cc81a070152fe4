import type { SeedDestination } from '../types.ts';

export const IONIAN_B: SeedDestination[] = [
  {
    key: 'zakynthos',
    portCodes: ['ZTH'],
    region: 'ionian',
    coordinates: { lat: 37.7809, lng: 20.8998 },
    illustration: {
      scene: 'cliffs',
      palette: { sky: '#e1f1f8', sea: '#14a3b8', land: '#efe8da', accent: '#3d6b35' },
    },
    related: ['kefalonia', 'ithaca', 'corfu'],
    text: {
      el: {
        slug: 'zakynthos',
        title: 'Ζάκυνθος: πλοία από Κυλλήνη και οδηγός',
        metaDescription:
          'Εισιτήρια πλοίου για Ζάκυνθο από Κυλλήνη σε περίπου μία ώρα, καλοκαιρινή σύνδεση με Κεφαλονιά, Ναυάγιο, Γαλάζιες Σπηλιές και θαλάσσιο πάρκο.',
        summary:
          'Το Ναυάγιο, οι Γαλάζιες Σπηλιές και ο κόλπος του Λαγανά με τις χελώνες caretta caretta. Πλοία από την Κυλλήνη πολλές φορές την ημέρα.',
        body: `Η Ζάκυνθος, η «Φιόρο του Λεβάντε» των Ενετών, συνδυάζει ψηλά βράχια στα δυτικά με μεγάλες αμμουδιές στα νότια. Το **Ναυάγιο**, ο κόλπος με το σκουριασμένο πλοίο κάτω από κάθετα βράχια, είναι από τα πιο γνωστά τοπία της Ελλάδας· η πρόσβαση στην παραλία περιορίζεται κατά διαστήματα για λόγους ασφαλείας, αλλά η θέα από το παρατηρητήριο και από σκάφος είναι εντυπωσιακή. Στο βόρειο άκρο, οι **Γαλάζιες Σπηλιές** στο ακρωτήριο Σκινάρι φαίνονται καλύτερα με βάρκα το πρωί. Ο κόλπος του **Λαγανά** ανήκει στο **Εθνικό Θαλάσσιο Πάρκο Ζακύνθου**, όπου γεννούν τα αυγά τους οι θαλάσσιες χελώνες caretta caretta. Η πόλη, ξαναχτισμένη μετά τον σεισμό του 1953, έχει την πλατεία Σολωμού και το μουσείο του εθνικού μας ποιητή.

### Πώς θα φτάσετε με πλοίο

Από την **Κυλλήνη**, περίπου 1 ώρα οδικώς από την Πάτρα και 3,5 ώρες από την Αθήνα, τα πλοία φτάνουν στο λιμάνι της πόλης σε περίπου 1 ώρα με 1 ώρα και 15 λεπτά. Τα δρομολόγια είναι πολλά κάθε μέρα όλο τον χρόνο και πυκνώνουν το καλοκαίρι. Τον Ιούλιο και τον Αύγουστο υπάρχει και σύνδεση από τον Άγιο Νικόλαο στον βορρά με την Πεσσάδα της **Κεφαλονιάς**, σε περίπου 1,5 ώρα.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί. Από τον Ιούνιο ως τον Αύγουστο είναι η περίοδος ωοτοκίας των χελωνών.

### Χρήσιμες συμβουλές

- Στις προστατευόμενες παραλίες, όπως ο Γέρακας, τηρήστε τους κανόνες του πάρκου: όχι ομπρέλες στη ζώνη ωοτοκίας και καμία επίσκεψη τη νύχτα.
- Για το Ναυάγιο, ελέγξτε τους ισχύοντες κανόνες πρόσβασης πριν κλείσετε εκδρομή.
- Με αυτοκίνητο, φτάστε στην Κυλλήνη τουλάχιστον 30 λεπτά πριν την αναχώρηση.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Κυλλήνη για Ζάκυνθο;',
            answer: 'Περίπου 1 ώρα με 1 ώρα και 15 λεπτά, με πολλά δρομολόγια την ημέρα όλο τον χρόνο.',
          },
          {
            question: 'Πώς πάω στην Κυλλήνη από την Αθήνα;',
            answer:
              'Οδικώς σε περίπου 3,5 ώρες ή με λεωφορείο του ΚΤΕΛ Ζακύνθου, που μπαίνει στο πλοίο και φτάνει στο νησί.',
          },
          {
            question: 'Μπορώ να πάω από τη Ζάκυνθο στην Κεφαλονιά;',
            answer: 'Ναι, το καλοκαίρι, από τον Άγιο Νικόλαο στην Πεσσάδα, σε περίπου 1,5 ώρα.',
          },
        ],
      },
      en: {
        slug: 'zakynthos',
        title: 'Zakynthos: ferries from Kyllini and travel guide',
        metaDescription:
          'Ferry tickets to Zakynthos from Kyllini in about an hour, a summer link to Kefalonia, Navagio, the Blue Caves and the marine park.',
        summary:
          'Navagio, the Blue Caves and Laganas Bay with its loggerhead turtles. Ferries from Kyllini many times a day.',
        body: `Zakynthos, the Venetians’ “Fiore di Levante”, combines tall cliffs in the west with long sandy beaches in the south. **Navagio**, the cove with a rusting wreck beneath sheer white cliffs, is one of Greece’s best-known sights; access to the beach itself is restricted at times for safety reasons, but the view from the clifftop lookout and from the sea is spectacular. At the northern tip, the **Blue Caves** of Cape Skinari are best seen by boat in the morning. **Laganas Bay** is part of the **National Marine Park of Zakynthos**, where loggerhead turtles (*Caretta caretta*) lay their eggs. The town, rebuilt after the 1953 earthquake, has Solomos Square and a museum dedicated to the national poet.

### Getting there by ferry

From **Kyllini**, about an hour’s drive from Patras and 3.5 hours from Athens, ferries reach Zakynthos Town in about 1 hour to 1 hour 15 minutes. There are many sailings every day all year, more in summer. In July and August there is also a crossing from Agios Nikolaos in the north to Pessada on **Kefalonia**, taking about 1.5 hours.

### When to go

May, June and September are ideal. June to August is the turtle nesting season.

### Tips

- On protected beaches such as Gerakas, follow the park rules: no umbrellas in the nesting zone and no visits at night.
- For Navagio, check the current access rules before booking a trip.
- With a car, be at Kyllini at least 30 minutes before departure.`,
        faq: [
          {
            question: 'How long is the ferry from Kyllini to Zakynthos?',
            answer: 'About 1 hour to 1 hour 15 minutes, with many sailings a day all year.',
          },
          {
            question: 'How do I get to Kyllini from Athens?',
            answer:
              'By road in about 3.5 hours, or on the Zakynthos KTEL bus, which boards the ferry and continues to the island.',
          },
          {
            question: 'Can I travel from Zakynthos to Kefalonia?',
            answer: 'Yes, in summer from Agios Nikolaos to Pessada, in about 1.5 hours.',
          },
        ],
      },
      de: {
        slug: 'zakynthos',
        title: 'Zakynthos: Fähren ab Kyllini und Reiseinfos',
        metaDescription:
          'Fährtickets nach Zakynthos ab Kyllini in rund einer Stunde, Sommerverbindung nach Kefalonia, Navagio, Blaue Grotten und Meeresnationalpark.',
        summary:
          'Navagio, die Blauen Grotten und die Bucht von Laganas mit ihren Meeresschildkröten. Fähren ab Kyllini viele Male am Tag.',
        body: `Zakynthos, die „Fiore di Levante“ der Venezianer, verbindet hohe Klippen im Westen mit langen Sandstränden im Süden. **Navagio**, die Bucht mit dem rostenden Wrack unter senkrechten weißen Felsen, gehört zu den bekanntesten Motiven Griechenlands; der Zugang zum Strand selbst wird aus Sicherheitsgründen zeitweise beschränkt, doch der Blick vom Aussichtspunkt und vom Boot aus ist spektakulär. An der Nordspitze sehen Sie die **Blauen Grotten** am Kap Skinari am besten morgens vom Boot aus. Die Bucht von **Laganas** gehört zum **Nationalen Meerespark Zakynthos**, wo die Unechte Karettschildkröte (*Caretta caretta*) ihre Eier ablegt. Die nach dem Erdbeben von 1953 neu aufgebaute Stadt hat den Solomos-Platz und ein Museum für den Nationaldichter.

### Anreise mit der Fähre

Ab **Kyllini**, etwa eine Autostunde von Patras und 3,5 Stunden von Athen entfernt, erreichen die Fähren Zakynthos-Stadt in etwa 1 Stunde bis 1 Stunde 15 Minuten. Ganzjährig gibt es täglich viele Abfahrten, im Sommer noch mehr. Im Juli und August verbindet zudem eine Fähre Agios Nikolaos im Norden mit Pessada auf **Kefalonia**, in etwa 1,5 Stunden.

### Beste Reisezeit

Mai, Juni und September sind ideal. Von Juni bis August ist Eiablagezeit der Schildkröten.

### Tipps

- An geschützten Stränden wie Gerakas die Regeln des Parks beachten: keine Schirme in der Nistzone und keine Besuche bei Nacht.
- Für Navagio vor der Buchung eines Ausflugs die aktuellen Zugangsregeln prüfen.
- Mit dem Auto mindestens 30 Minuten vor Abfahrt in Kyllini sein.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Kyllini nach Zakynthos?',
            answer: 'Etwa 1 Stunde bis 1 Stunde 15 Minuten, ganzjährig mit vielen Abfahrten am Tag.',
          },
          {
            question: 'Wie komme ich von Athen nach Kyllini?',
            answer:
              'Mit dem Auto in etwa 3,5 Stunden oder mit dem KTEL-Bus nach Zakynthos, der mit auf die Fähre fährt.',
          },
          {
            question: 'Kann ich von Zakynthos nach Kefalonia fahren?',
            answer: 'Ja, im Sommer von Agios Nikolaos nach Pessada, in etwa 1,5 Stunden.',
          },
        ],
      },
      es: {
        slug: 'zante',
        title: 'Zante (Zakynthos): ferris desde Kyllini y guía',
        metaDescription:
          'Billetes de ferry a Zante desde Kyllini en una hora, conexión de verano con Cefalonia, Navagio, las Cuevas Azules y el parque marino.',
        summary:
          'Navagio, las Cuevas Azules y la bahía de Laganas con sus tortugas bobas. Ferris desde Kyllini muchas veces al día.',
        body: `Zante, la «Fiore di Levante» de los venecianos, combina altos acantilados en el oeste con largas playas de arena en el sur. **Navagio**, la cala con un barco oxidado bajo paredes blancas verticales, es una de las imágenes más conocidas de Grecia; el acceso a la playa se restringe en ocasiones por seguridad, pero la vista desde el mirador y desde el mar es espectacular. En el extremo norte, las **Cuevas Azules** del cabo Skinari se ven mejor en barca por la mañana. La bahía de **Laganas** forma parte del **Parque Marino Nacional de Zante**, donde desovan las tortugas bobas (*Caretta caretta*). La ciudad, reconstruida tras el terremoto de 1953, tiene la plaza Solomos y un museo dedicado al poeta nacional.

### Cómo llegar en ferry

Desde **Kyllini**, a una hora por carretera de Patras y a 3,5 horas de Atenas, los barcos llegan a la ciudad de Zante en 1 hora a 1 hora y 15 minutos. Hay muchas salidas diarias todo el año, más en verano. En julio y agosto existe también una conexión desde Agios Nikolaos, en el norte, a Pessada, en **Cefalonia**, de alrededor de 1,5 horas.

### Cuándo ir

Mayo, junio y septiembre son ideales. De junio a agosto es la temporada de anidación de las tortugas.

### Consejos

- En las playas protegidas, como Gerakas, respete las normas del parque: nada de sombrillas en la zona de anidación ni visitas nocturnas.
- Para Navagio, consulte las normas de acceso vigentes antes de reservar una excursión.
- Con coche, esté en Kyllini al menos 30 minutos antes de la salida.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Kyllini a Zante?',
            answer: 'De 1 hora a 1 hora y 15 minutos, con muchas salidas diarias todo el año.',
          },
          {
            question: '¿Cómo se llega a Kyllini desde Atenas?',
            answer:
              'Por carretera en unas 3,5 horas o en el autobús KTEL de Zante, que sube al ferry y llega a la isla.',
          },
          {
            question: '¿Se puede ir de Zante a Cefalonia?',
            answer: 'Sí, en verano, de Agios Nikolaos a Pessada, en alrededor de 1,5 horas.',
          },
        ],
      },
      fr: {
        slug: 'zante',
        title: 'Zante (Zakynthos) : ferries depuis Kyllini et guide',
        metaDescription:
          'Billets de ferry pour Zante depuis Kyllini en une heure environ, liaison estivale avec Céphalonie, Navagio, grottes bleues et parc marin.',
        summary:
          'Navagio, les grottes bleues et la baie de Laganas avec ses tortues caouannes. Ferries depuis Kyllini plusieurs fois par jour.',
        body: `Zante, la « Fiore di Levante » des Vénitiens, associe de hautes falaises à l’ouest et de longues plages de sable au sud. **Navagio**, la crique à l’épave rouillée au pied de parois blanches verticales, est l’un des paysages les plus célèbres de Grèce ; l’accès à la plage elle-même est parfois restreint pour des raisons de sécurité, mais la vue depuis le belvédère et depuis la mer est spectaculaire. À la pointe nord, les **grottes bleues** du cap Skinari se découvrent au mieux en bateau le matin. La baie de **Laganas** fait partie du **parc marin national de Zante**, où les tortues caouannes (*Caretta caretta*) viennent pondre. La ville, reconstruite après le séisme de 1953, possède la place Solomos et un musée consacré au poète national.

### Y aller en ferry

Depuis **Kyllini**, à une heure de route de Patras et 3 h 30 d’Athènes, les ferries rejoignent Zante-ville en 1 h à 1 h 15 environ. Les départs sont nombreux chaque jour, toute l’année, et plus encore l’été. En juillet et août, une traversée relie aussi Agios Nikolaos, au nord, à Pessada sur **Céphalonie**, en 1 h 30 environ.

### Quand partir

Mai, juin et septembre sont idéaux. De juin à août, c’est la saison de ponte des tortues.

### Conseils

- Sur les plages protégées comme Gerakas, respectez les règles du parc : pas de parasol dans la zone de ponte ni de visite la nuit.
- Pour Navagio, vérifiez les règles d’accès en vigueur avant de réserver une excursion.
- En voiture, soyez à Kyllini au moins 30 minutes avant le départ.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Kyllini – Zante ?',
            answer: 'Environ 1 h à 1 h 15, avec de nombreux départs par jour toute l’année.',
          },
          {
            question: 'Comment aller d’Athènes à Kyllini ?',
            answer:
              'En voiture en 3 h 30 environ, ou avec le bus KTEL de Zante, qui embarque sur le ferry jusqu’à l’île.',
          },
          {
            question: 'Peut-on aller de Zante à Céphalonie ?',
            answer: 'Oui, en été, d’Agios Nikolaos à Pessada, en 1 h 30 environ.',
          },
        ],
      },
      it: {
        slug: 'zante',
        title: 'Zante (Zacinto): traghetti da Kyllini e guida',
        metaDescription:
          'Biglietti traghetto per Zante da Kyllini in circa un’ora, collegamento estivo con Cefalonia, Navagio, le Grotte Azzurre e il parco marino.',
        summary:
          'Navagio, le Grotte Azzurre e la baia di Laganas con le tartarughe marine. Traghetti da Kyllini molte volte al giorno.',
        body: `Zante, il «Fiore di Levante» dei veneziani e la Zacinto di Foscolo, unisce alte scogliere a ovest e lunghe spiagge di sabbia a sud. **Navagio**, la baia con il relitto arrugginito sotto pareti bianche verticali, è uno dei paesaggi più famosi della Grecia; l’accesso alla spiaggia viene talvolta limitato per motivi di sicurezza, ma la vista dal belvedere e dal mare è spettacolare. All’estremità nord, le **Grotte Azzurre** di capo Skinari si vedono meglio in barca al mattino. La baia di **Laganas** fa parte del **Parco Marino Nazionale di Zante**, dove le tartarughe Caretta caretta depongono le uova. La città, ricostruita dopo il terremoto del 1953, ha piazza Solomos e un museo dedicato al poeta nazionale.

### Come arrivare in traghetto

Da **Kyllini**, a circa un’ora d’auto da Patrasso e a 3,5 ore da Atene, i traghetti raggiungono la città di Zante in circa 1 ora-1 ora e 15 minuti. Le corse sono numerose ogni giorno tutto l’anno, di più in estate. A luglio e agosto c’è anche una traversata da Agios Nikolaos, a nord, a Pessada, a **Cefalonia**, in circa 1,5 ore.

### Quando andare

Maggio, giugno e settembre sono ideali. Da giugno ad agosto è la stagione di nidificazione delle tartarughe.

### Consigli

- Sulle spiagge protette come Gerakas rispetta le regole del parco: niente ombrelloni nella zona di nidificazione e nessuna visita di notte.
- Per Navagio verifica le regole di accesso in vigore prima di prenotare un’escursione.
- In auto, arriva a Kyllini almeno 30 minuti prima della partenza.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Kyllini a Zante?',
            answer: 'Circa 1 ora-1 ora e 15 minuti, con molte partenze al giorno tutto l’anno.',
          },
          {
            question: 'Come si arriva a Kyllini da Atene?',
            answer:
              'In auto in circa 3,5 ore, oppure con l’autobus KTEL di Zante, che sale sul traghetto e arriva sull’isola.',
          },
          {
            question: 'Si può andare da Zante a Cefalonia?',
            answer: 'Sì, in estate da Agios Nikolaos a Pessada, in circa 1,5 ore.',
          },
        ],
      },
      sq: {
        slug: 'zakinti',
        title: 'Zakinti: tragete nga Kilini dhe udhëzues',
        metaDescription:
          'Bileta trageti për Zakint nga Kilini për rreth një orë, lidhje verore me Qefalonin, Navagio, Shpellat Blu dhe parku detar.',
        summary:
          'Navagio, Shpellat Blu dhe gjiri i Laganasit me breshkat e detit. Tragete nga Kilini shumë herë në ditë.',
        body: `Zakinti, «Fiore di Levante» i venecianëve, ndërthur shkëmbinj të lartë në perëndim me plazhe të gjata me rërë në jug. **Navagio**, gjiri me anijen e ndryshkur poshtë mureve të bardha vertikale, është një nga pamjet më të njohura të Greqisë; hyrja në vetë plazhin kufizohet herë pas here për arsye sigurie, por pamja nga pika e vëzhgimit dhe nga deti është mbresëlënëse. Në skajin verior, **Shpellat Blu** të kepit Skinari shihen më mirë me varkë në mëngjes. Gjiri i **Laganasit** është pjesë e **Parkut Kombëtar Detar të Zakintit**, ku breshkat e detit *Caretta caretta* lëshojnë vezët. Qyteti, i rindërtuar pas tërmetit të vitit 1953, ka sheshin Solomos dhe një muze kushtuar poetit kombëtar grek.

### Si të shkoni me traget

Nga **Kilini**, rreth një orë me makinë nga Patra dhe 3,5 orë nga Athina, tragetet arrijnë në qytetin e Zakintit për rreth 1 orë deri në 1 orë e 15 minuta. Ka shumë nisje çdo ditë gjatë gjithë vitit, më shumë në verë. Në korrik dhe gusht ka edhe një lidhje nga Agios Nikolaos në veri për në Pesada të **Qefalonisë**, për rreth 1,5 orë.

### Kur të shkoni

Maji, qershori dhe shtatori janë idealë. Nga qershori deri në gusht është stina e folezimit të breshkave.

### Këshilla

- Në plazhet e mbrojtura si Gjerakasi, respektoni rregullat e parkut: pa çadra në zonën e folezimit dhe pa vizita natën.
- Për Navagion, kontrolloni rregullat aktuale të hyrjes para se të rezervoni një ekskursion.
- Me makinë, jini në Kilini të paktën 30 minuta para nisjes.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Kilini në Zakint?',
            answer: 'Rreth 1 orë deri në 1 orë e 15 minuta, me shumë nisje në ditë gjatë gjithë vitit.',
          },
          {
            question: 'Si shkohet nga Athina në Kilini?',
            answer:
              'Me makinë për rreth 3,5 orë ose me autobusin KTEL të Zakintit, që hyn në traget dhe arrin në ishull.',
          },
          {
            question: 'A mund të shkoj nga Zakinti në Qefaloni?',
            answer: 'Po, në verë nga Agios Nikolaos në Pesada, për rreth 1,5 orë.',
          },
        ],
      },
    },
  },
  {
    key: 'ithaca',
    portCodes: ['ITH'],
    region: 'ionian',
    coordinates: { lat: 38.3667, lng: 20.7181 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e4f0f4', sea: '#1f7a8c', land: '#6f8f5a', accent: '#c9a66b' },
    },
    related: ['kefalonia', 'zakynthos', 'corfu'],
    text: {
      el: {
        slug: 'ithaki',
        title: 'Ιθάκη: πλοία από Σάμη, Πάτρα και Λευκάδα',
        metaDescription:
          'Εισιτήρια πλοίου για Ιθάκη από Κεφαλονιά (Σάμη), Πάτρα και Λευκάδα: λιμάνια Πισαετός και Βαθύ, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Η πατρίδα του Οδυσσέα: ένα πράσινο, ήσυχο νησί με το Βαθύ στον βαθύ του κόλπο και τα χωριά Κιόνι και Φρίκες.',
        body: `Η Ιθάκη είναι ένα μικρό, ορεινό και πράσινο νησί, δίπλα στην Κεφαλονιά, συνδεδεμένο για πάντα με τον **Οδυσσέα** και το ταξίδι της επιστροφής του. Το **Βαθύ**, η πρωτεύουσα, είναι χτισμένο στο βάθος ενός από τους μεγαλύτερους φυσικούς κόλπους της Μεσογείου, με νεοκλασικά σπίτια και καφενεία στην προκυμαία. Στον βορρά, τα ψαροχώρια **Κιόνι** και **Φρίκες** έχουν μικρά λιμάνια με ταβέρνες, ενώ η Σταυρός και η Ανωγή, με τους παράξενους βράχους και τη βυζαντινή εκκλησία, δείχνουν την ορεινή πλευρά του νησιού. Για κολύμπι, το Γιδάκι και το Φιλιατρό είναι οι πιο γνωστές παραλίες. Η Ιθάκη δεν έχει μεγάλα ξενοδοχεία ούτε έντονη νυχτερινή ζωή: είναι νησί για ήσυχες διακοπές και περπάτημα.

### Πώς θα φτάσετε με πλοίο

Η συχνότερη σύνδεση είναι από τη **Σάμη της Κεφαλονιάς**, σε περίπου 30 με 45 λεπτά, με άφιξη στον **Πισαετό**, περίπου 15 χιλιόμετρα από το Βαθύ. Από την **Πάτρα**, πλοία μέσω Σάμης φτάνουν σε περίπου 3,5 με 4 ώρες. Το καλοκαίρι υπάρχουν και συνδέσεις από τη **Λευκάδα** (Νυδρί ή Βασιλική) προς Φρίκες ή Βαθύ, και από το Φισκάρδο.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Η άνοιξη και ο Σεπτέμβριος είναι ιδανικοί για πεζοπορία. Τον Αύγουστο πολλοί απόδημοι Ιθακήσιοι επιστρέφουν και τα πανηγύρια γεμίζουν.

### Χρήσιμες συμβουλές

- Από τον Πισαετό δεν υπάρχει πάντα λεωφορείο: κλείστε ταξί ή νοικιάστε αυτοκίνητο.
- Το νησί συνδυάζεται ιδανικά με την Κεφαλονιά σε ένα ταξίδι δύο νησιών.
- Οι αποστάσεις είναι μικρές, αλλά οι δρόμοι στενοί και με στροφές· οδηγήστε με προσοχή.`,
        faq: [
          {
            question: 'Πώς πάω στην Ιθάκη;',
            answer:
              'Συνήθως από τη Σάμη της Κεφαλονιάς, σε περίπου 30 με 45 λεπτά. Υπάρχουν επίσης πλοία από την Πάτρα και, το καλοκαίρι, από τη Λευκάδα.',
          },
          {
            question: 'Πόσο απέχει ο Πισαετός από το Βαθύ;',
            answer: 'Περίπου 15 χιλιόμετρα, δηλαδή 20 λεπτά με αυτοκίνητο ή ταξί.',
          },
          {
            question: 'Χρειάζομαι αυτοκίνητο στην Ιθάκη;',
            answer:
              'Είναι πολύ χρήσιμο για τα χωριά του βορρά και τις παραλίες· το Βαθύ γυρίζεται με τα πόδια.',
          },
        ],
      },
      en: {
        slug: 'ithaca',
        title: 'Ithaca: ferries from Sami, Patras and Lefkada',
        metaDescription:
          'Ferry tickets to Ithaca from Kefalonia (Sami), Patras and Lefkada: the ports of Pisaetos and Vathy, crossing times and tips.',
        summary:
          'The home of Odysseus: a green, peaceful island with Vathy at the end of its deep bay and the villages of Kioni and Frikes.',
        body: `Ithaca is a small, mountainous and green island next to Kefalonia, forever linked with **Odysseus** and his long journey home. **Vathy**, the capital, lies at the end of one of the largest natural harbours in the Mediterranean, with neoclassical houses and cafés along the quay. In the north, the fishing villages of **Kioni** and **Frikes** have small harbours lined with tavernas, while Stavros and Anogi, with its strange rock formations and Byzantine church, show the island’s upland side. For swimming, Gidaki and Filiatro are the best-known beaches. Ithaca has no big hotels or nightlife: it is an island for quiet holidays and walking.

### Getting there by ferry

The most frequent link is from **Sami on Kefalonia**, taking about 30 to 45 minutes and arriving at **Pisaetos**, about 15 km from Vathy. From **Patras**, ferries via Sami arrive in about 3.5 to 4 hours. In summer there are also sailings from **Lefkada** (Nydri or Vasiliki) to Frikes or Vathy, and from Fiskardo.

### When to go

From May to October. Spring and September are ideal for walking. In August many Ithacans living abroad return home and village feasts fill up.

### Tips

- There is not always a bus from Pisaetos: book a taxi or hire a car.
- The island pairs perfectly with Kefalonia on a two-island trip.
- Distances are short, but the roads are narrow and winding; drive with care.`,
        faq: [
          {
            question: 'How do I get to Ithaca?',
            answer:
              'Usually from Sami on Kefalonia, in about 30 to 45 minutes. There are also ferries from Patras and, in summer, from Lefkada.',
          },
          {
            question: 'How far is Pisaetos from Vathy?',
            answer: 'About 15 km, or 20 minutes by car or taxi.',
          },
          {
            question: 'Do I need a car on Ithaca?',
            answer: 'It is very useful for the northern villages and beaches; Vathy itself is easy on foot.',
          },
        ],
      },
      de: {
        slug: 'ithaka',
        title: 'Ithaka: Fähren ab Sami, Patras und Lefkada',
        metaDescription:
          'Fährtickets nach Ithaka ab Kefalonia (Sami), Patras und Lefkada: die Häfen Pisaetos und Vathy, Fahrzeiten und Tipps.',
        summary:
          'Die Heimat des Odysseus: eine grüne, ruhige Insel mit Vathy am Ende seiner tiefen Bucht und den Dörfern Kioni und Frikes.',
        body: `Ithaka ist eine kleine, gebirgige und grüne Insel neben Kefalonia, für immer mit **Odysseus** und seiner langen Heimkehr verbunden. **Vathy**, der Hauptort, liegt am Ende eines der größten Naturhäfen des Mittelmeers, mit klassizistischen Häusern und Cafés am Kai. Im Norden haben die Fischerdörfer **Kioni** und **Frikes** kleine Häfen mit Tavernen, während Stavros und Anogi mit seinen eigenartigen Felsformationen und der byzantinischen Kirche die bergige Seite der Insel zeigen. Zum Baden sind Gidaki und Filiatro die bekanntesten Strände. Ithaka hat weder große Hotels noch Nachtleben: eine Insel für ruhige Ferien und Wanderungen.

### Anreise mit der Fähre

Die häufigste Verbindung besteht ab **Sami auf Kefalonia**, in etwa 30 bis 45 Minuten, mit Ankunft in **Pisaetos**, rund 15 km von Vathy entfernt. Ab **Patras** erreichen Fähren über Sami die Insel in etwa 3,5 bis 4 Stunden. Im Sommer gibt es außerdem Verbindungen ab **Lefkada** (Nydri oder Vasiliki) nach Frikes oder Vathy sowie ab Fiskardo.

### Beste Reisezeit

Von Mai bis Oktober. Frühling und September sind ideal zum Wandern. Im August kehren viele im Ausland lebende Ithaker heim, und die Dorffeste sind gut besucht.

### Tipps

- Ab Pisaetos fährt nicht immer ein Bus: Taxi vorbestellen oder Mietwagen nehmen.
- Die Insel lässt sich ideal mit Kefalonia zu einer Zwei-Insel-Reise verbinden.
- Die Entfernungen sind kurz, die Straßen aber eng und kurvig; fahren Sie vorsichtig.`,
        faq: [
          {
            question: 'Wie komme ich nach Ithaka?',
            answer:
              'Meist ab Sami auf Kefalonia in etwa 30 bis 45 Minuten. Es gibt auch Fähren ab Patras und im Sommer ab Lefkada.',
          },
          {
            question: 'Wie weit ist Pisaetos von Vathy entfernt?',
            answer: 'Etwa 15 km, also rund 20 Minuten mit Auto oder Taxi.',
          },
          {
            question: 'Brauche ich auf Ithaka ein Auto?',
            answer:
              'Für die Dörfer und Strände im Norden ist es sehr nützlich; Vathy selbst erkunden Sie bequem zu Fuß.',
          },
        ],
      },
      es: {
        slug: 'itaca',
        title: 'Ítaca: ferris desde Sami, Patras y Léucade',
        metaDescription:
          'Billetes de ferry a Ítaca desde Cefalonia (Sami), Patras y Léucade: los puertos de Pisaetos y Vathy, duración y consejos.',
        summary:
          'La patria de Ulises: una isla verde y tranquila, con Vathy al fondo de su profunda bahía y los pueblos de Kioni y Frikes.',
        body: `Ítaca es una isla pequeña, montañosa y verde junto a Cefalonia, unida para siempre a **Ulises** y su largo regreso a casa. **Vathy**, la capital, se encuentra al fondo de una de las mayores bahías naturales del Mediterráneo, con casas neoclásicas y cafés en el muelle. En el norte, los pueblos pesqueros de **Kioni** y **Frikes** tienen pequeños puertos con tabernas, mientras que Stavros y Anogi, con sus extrañas formaciones rocosas y su iglesia bizantina, muestran la cara montañosa de la isla. Para bañarse, Gidaki y Filiatro son las playas más conocidas. Ítaca no tiene grandes hoteles ni vida nocturna: es una isla para vacaciones tranquilas y caminatas.

### Cómo llegar en ferry

La conexión más frecuente es desde **Sami, en Cefalonia**, de unos 30-45 minutos, con llegada a **Pisaetos**, a unos 15 km de Vathy. Desde **Patras**, los barcos vía Sami llegan en unas 3,5-4 horas. En verano hay también conexiones desde **Léucade** (Nydri o Vasiliki) a Frikes o Vathy, y desde Fiskardo.

### Cuándo ir

De mayo a octubre. La primavera y septiembre son ideales para caminar. En agosto muchos itacenses que viven fuera vuelven a casa y las fiestas de los pueblos se llenan.

### Consejos

- Desde Pisaetos no siempre hay autobús: reserve un taxi o alquile un coche.
- La isla se combina a la perfección con Cefalonia en un viaje de dos islas.
- Las distancias son cortas, pero las carreteras son estrechas y con curvas; conduzca con cuidado.`,
        faq: [
          {
            question: '¿Cómo se llega a Ítaca?',
            answer:
              'Normalmente desde Sami, en Cefalonia, en unos 30-45 minutos. También hay barcos desde Patras y, en verano, desde Léucade.',
          },
          {
            question: '¿A qué distancia está Pisaetos de Vathy?',
            answer: 'A unos 15 km, es decir, unos 20 minutos en coche o taxi.',
          },
          {
            question: '¿Necesito coche en Ítaca?',
            answer: 'Es muy útil para los pueblos y playas del norte; Vathy se recorre fácilmente a pie.',
          },
        ],
      },
      fr: {
        slug: 'ithaque',
        title: 'Ithaque : ferries depuis Sami, Patras et Leucade',
        metaDescription:
          'Billets de ferry pour Ithaque depuis Céphalonie (Sami), Patras et Leucade : ports de Pisaetos et Vathy, durées et conseils.',
        summary:
          'La patrie d’Ulysse : une île verte et paisible, avec Vathy au fond de sa baie profonde et les villages de Kioni et Frikes.',
        body: `Ithaque est une petite île montagneuse et verdoyante voisine de Céphalonie, liée à jamais à **Ulysse** et à son long retour. **Vathy**, le chef-lieu, s’étend au fond de l’une des plus grandes rades naturelles de Méditerranée, avec ses maisons néoclassiques et ses cafés sur le quai. Au nord, les villages de pêcheurs de **Kioni** et **Frikes** ont de petits ports bordés de tavernes, tandis que Stavros et Anogi, avec ses étranges rochers et son église byzantine, montrent le visage montagnard de l’île. Pour la baignade, Gidaki et Filiatro sont les plages les plus connues. Ithaque n’a ni grands hôtels ni vie nocturne : c’est une île pour des vacances calmes et la randonnée.

### Y aller en ferry

La liaison la plus fréquente part de **Sami, sur Céphalonie**, en 30 à 45 minutes, avec arrivée à **Pisaetos**, à environ 15 km de Vathy. Depuis **Patras**, les ferries via Sami arrivent en 3 h 30 à 4 h environ. En été, des liaisons existent aussi depuis **Leucade** (Nydri ou Vassiliki) vers Frikes ou Vathy, et depuis Fiskardo.

### Quand partir

De mai à octobre. Le printemps et septembre sont idéaux pour la marche. En août, de nombreux Ithaciens de l’étranger reviennent au pays et les fêtes de village battent leur plein.

### Conseils

- Il n’y a pas toujours de bus à Pisaetos : réservez un taxi ou louez une voiture.
- L’île se combine parfaitement avec Céphalonie pour un voyage à deux îles.
- Les distances sont courtes, mais les routes étroites et sinueuses ; conduisez prudemment.`,
        faq: [
          {
            question: 'Comment aller à Ithaque ?',
            answer:
              'Le plus souvent depuis Sami, sur Céphalonie, en 30 à 45 minutes. Des ferries partent aussi de Patras et, en été, de Leucade.',
          },
          {
            question: 'Quelle distance entre Pisaetos et Vathy ?',
            answer: 'Environ 15 km, soit 20 minutes en voiture ou en taxi.',
          },
          {
            question: 'Faut-il une voiture à Ithaque ?',
            answer:
              'C’est très utile pour les villages et plages du nord ; Vathy se visite facilement à pied.',
          },
        ],
      },
      it: {
        slug: 'itaca',
        title: 'Itaca: traghetti da Sami, Patrasso e Lefkada',
        metaDescription:
          'Biglietti traghetto per Itaca da Cefalonia (Sami), Patrasso e Lefkada: i porti di Pisaetos e Vathy, durata e consigli.',
        summary:
          'La patria di Ulisse: un’isola verde e tranquilla, con Vathy in fondo alla sua baia profonda e i villaggi di Kioni e Frikes.',
        body: `Itaca è un’isola piccola, montuosa e verde accanto a Cefalonia, legata per sempre a **Ulisse** e al suo lungo ritorno a casa. **Vathy**, il capoluogo, si trova in fondo a una delle più grandi rade naturali del Mediterraneo, con case neoclassiche e caffè sul molo. A nord, i villaggi di pescatori di **Kioni** e **Frikes** hanno piccoli porti con taverne, mentre Stavros e Anogi, con le sue strane formazioni rocciose e la chiesa bizantina, mostrano il lato montano dell’isola. Per il bagno, Gidaki e Filiatro sono le spiagge più note. Itaca non ha grandi hotel né vita notturna: è un’isola per vacanze tranquille e camminate.

### Come arrivare in traghetto

Il collegamento più frequente è da **Sami, a Cefalonia**, in circa 30-45 minuti, con arrivo a **Pisaetos**, a circa 15 km da Vathy. Da **Patrasso** i traghetti via Sami arrivano in circa 3,5-4 ore. In estate ci sono anche collegamenti da **Lefkada** (Nydri o Vasiliki) per Frikes o Vathy, e da Fiskardo.

### Quando andare

Da maggio a ottobre. Primavera e settembre sono ideali per camminare. Ad agosto molti itacesi che vivono all’estero tornano a casa e le feste di paese si riempiono.

### Consigli

- Da Pisaetos non c’è sempre un autobus: prenota un taxi o noleggia un’auto.
- L’isola si abbina perfettamente a Cefalonia in un viaggio tra due isole.
- Le distanze sono brevi, ma le strade sono strette e piene di curve; guida con prudenza.`,
        faq: [
          {
            question: 'Come si arriva a Itaca?',
            answer:
              'Di solito da Sami, a Cefalonia, in circa 30-45 minuti. Ci sono anche traghetti da Patrasso e, in estate, da Lefkada.',
          },
          {
            question: 'Quanto dista Pisaetos da Vathy?',
            answer: 'Circa 15 km, cioè 20 minuti in auto o taxi.',
          },
          {
            question: 'Serve l’auto a Itaca?',
            answer: 'È molto utile per i villaggi e le spiagge del nord; Vathy si gira facilmente a piedi.',
          },
        ],
      },
      sq: {
        slug: 'itaka',
        title: 'Itaka: tragete nga Sami, Patra dhe Lefkada',
        metaDescription:
          'Bileta trageti për Itakë nga Qefalonia (Sami), Patra dhe Lefkada: portet Pisaetos dhe Vathi, kohëzgjatja dhe këshilla.',
        summary:
          'Atdheu i Odiseut: një ishull i gjelbër dhe i qetë, me Vathin në fund të gjirit të thellë dhe fshatrat Kioni e Friks.',
        body: `Itaka është ishull i vogël, malor dhe i gjelbër pranë Qefalonisë, i lidhur përgjithmonë me **Odiseun** dhe kthimin e tij të gjatë në shtëpi. **Vathi**, kryeqendra, ndodhet në fund të njërit prej gjireve natyrore më të mëdha të Mesdheut, me shtëpi neoklasike dhe kafene përgjatë skelës. Në veri, fshatrat e peshkatarëve **Kioni** dhe **Friks** kanë porte të vogla me taverna, ndërsa Stavrosi dhe Anogji, me formacionet e çuditshme shkëmbore dhe kishën bizantine, tregojnë anën malore të ishullit. Për not, Gidaki dhe Filiatro janë plazhet më të njohura. Itaka nuk ka hotele të mëdha as jetë nate: është ishull për pushime të qeta dhe ecje.

### Si të shkoni me traget

Lidhja më e shpeshtë është nga **Sami në Qefaloni**, për rreth 30 deri në 45 minuta, me mbërritje në **Pisaetos**, rreth 15 km nga Vathi. Nga **Patra**, tragetet nëpërmjet Samit mbërrijnë për rreth 3,5 deri në 4 orë. Në verë ka edhe lidhje nga **Lefkada** (Nidri ose Vasiliki) për në Friks ose Vathi, si dhe nga Fiskardo.

### Kur të shkoni

Nga maji deri në tetor. Pranvera dhe shtatori janë idealë për ecje. Në gusht shumë itakas që jetojnë jashtë kthehen në shtëpi dhe festat e fshatrave mbushen.

### Këshilla

- Nga Pisaetosi nuk ka gjithmonë autobus: rezervoni taksi ose merrni makinë me qira.
- Ishulli kombinohet në mënyrë ideale me Qefalonin në një udhëtim me dy ishuj.
- Distancat janë të shkurtra, por rrugët janë të ngushta dhe me kthesa; ngisni me kujdes.`,
        faq: [
          {
            question: 'Si shkohet në Itakë?',
            answer:
              'Zakonisht nga Sami në Qefaloni, për rreth 30 deri në 45 minuta. Ka edhe tragete nga Patra dhe, në verë, nga Lefkada.',
          },
          {
            question: 'Sa larg është Pisaetosi nga Vathi?',
            answer: 'Rreth 15 km, pra rreth 20 minuta me makinë ose taksi.',
          },
          {
            question: 'A më duhet makinë në Itakë?',
            answer:
              'Është shumë e dobishme për fshatrat dhe plazhet e veriut; Vathi vizitohet lehtë në këmbë.',
          },
        ],
      },
    },
  },
];
