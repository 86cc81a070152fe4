import type { SeedDestination } from '../types.ts';

export const DODECANESE_B: SeedDestination[] = [
  {
    key: 'patmos',
    portCodes: ['PMS'],
    region: 'dodecanese',
    coordinates: { lat: 37.3236, lng: 26.5456 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#e0edf5', sea: '#245f8c', land: '#bfae8e', accent: '#5a4632' },
    },
    related: ['kos', 'kalymnos', 'samos', 'rhodes'],
    text: {
      el: {
        slug: 'patmos',
        title: 'Πάτμος: πλοία και το νησί της Αποκάλυψης',
        metaDescription:
          'Εισιτήρια πλοίου για Πάτμο από Πειραιά, Κω, Ρόδο και Σάμο: λιμάνι Σκάλα, διάρκεια ταξιδιού, Μονή Αγίου Ιωάννη και Σπήλαιο της Αποκάλυψης.',
        summary:
          'Η Μονή του Αγίου Ιωάννη του Θεολόγου και το Σπήλαιο της Αποκάλυψης, μνημεία της UNESCO, πάνω από ήσυχους κόλπους.',
        body: `Η Πάτμος είναι ένα μικρό νησί με μεγάλη πνευματική σημασία. Σύμφωνα με την παράδοση, εδώ ο Ιωάννης έγραψε το βιβλίο της Αποκάλυψης, στο **Σπήλαιο της Αποκάλυψης** στα μισά του δρόμου από τη Σκάλα προς τη Χώρα. Στην κορυφή του λόφου, η οχυρωμένη **Μονή του Αγίου Ιωάννη του Θεολόγου**, ιδρυμένη το 1088, κυριαρχεί πάνω από τα λευκά σπίτια της Χώρας· μαζί με το σπήλαιο και τον ιστορικό οικισμό είναι μνημείο παγκόσμιας κληρονομιάς της UNESCO από το 1999. Πέρα από τα μνημεία, η Πάτμος έχει ήσυχες παραλίες, όπως η Ψιλή Άμμος, που φτάνετε με καΐκι ή με τα πόδια, το Λάμπη με τα χρωματιστά βότσαλα, ο Κάμπος και το Αγριολίβαδο.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στη **Σκάλα**, το λιμάνι και κύριο χωριό του νησιού. Από τον **Πειραιά** τα συμβατικά πλοία της γραμμής της Δωδεκανήσου χρειάζονται περίπου 7 με 8 ώρες. Τα καταμαράν συνδέουν την Πάτμο με τη **Λέρο**, την **Κάλυμνο**, την **Κω** και τη **Ρόδο**, ενώ το καλοκαίρι υπάρχουν συνδέσεις και με τη **Σάμο** (Πυθαγόρειο), τους Λειψούς και το Αγαθονήσι.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί. Το **Πάσχα** στην Πάτμο είναι ξεχωριστή εμπειρία, με την τελετή του Νιπτήρα τη Μεγάλη Πέμπτη στην πλατεία της Χώρας· κλείστε κατάλυμα πολύ νωρίς για αυτή την περίοδο.

### Χρήσιμες συμβουλές

- Η μονή και το σπήλαιο έχουν περιορισμένο ωράριο και κανόνες ένδυσης· ελέγξτε το ωράριο πριν ανεβείτε.
- Από τη Σκάλα στη Χώρα υπάρχει λεωφορείο, αλλά και το παλιό καλντερίμι, περίπου 40 λεπτά ανάβαση.
- Η Πάτμος είναι καλή στάση σε ένα ταξίδι που συνδυάζει Σάμο, Λέρο και Κω.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Πάτμο;',
            answer: 'Περίπου 7 με 8 ώρες με συμβατικό πλοίο.',
          },
          {
            question: 'Μπορώ να πάω στην Πάτμο από την Κω ή τη Ρόδο;',
            answer:
              'Ναι, με τα καταμαράν της Δωδεκανήσου, που περνούν από Κάλυμνο και Λέρο, καθώς και με τα συμβατικά πλοία της γραμμής.',
          },
          {
            question: 'Πώς φτάνω στη Μονή του Αγίου Ιωάννη;',
            answer:
              'Με λεωφορείο ή ταξί από τη Σκάλα ή με τα πόδια από το παλιό καλντερίμι, σε περίπου 40 λεπτά.',
          },
        ],
      },
      en: {
        slug: 'patmos',
        title: 'Patmos: ferries to the island of the Apocalypse',
        metaDescription:
          'Ferry tickets to Patmos from Piraeus, Kos, Rhodes and Samos: the port of Skala, crossing times, the Monastery of St John and the Cave of the Apocalypse.',
        summary:
          'The Monastery of St John the Theologian and the Cave of the Apocalypse, UNESCO sites above quiet bays.',
        body: `Patmos is a small island of great spiritual importance. According to tradition, John wrote the Book of Revelation here, in the **Cave of the Apocalypse**, halfway up the road from Skala to Chora. On the hilltop, the fortified **Monastery of St John the Theologian**, founded in 1088, towers over the white houses of Chora; together with the cave and the historic settlement it has been a UNESCO World Heritage Site since 1999. Beyond the monuments, Patmos has quiet beaches such as Psili Ammos, reached by boat or on foot, Lambi with its coloured pebbles, Kambos and Agriolivado.

### Getting there by ferry

Ferries dock at **Skala**, the island’s port and main village. From **Piraeus** conventional ferries on the Dodecanese line take about 7 to 8 hours. Catamarans link Patmos with **Leros**, **Kalymnos**, **Kos** and **Rhodes**, and in summer there are also connections with **Samos** (Pythagorio), Lipsi and Agathonisi.

### When to go

May, June and September are ideal. **Easter** on Patmos is a special experience, with the Washing of the Feet ceremony on Holy Thursday in the square of Chora; book accommodation well ahead for that period.

### Tips

- The monastery and the cave have limited opening hours and a dress code; check the times before you go up.
- A bus runs from Skala to Chora, or you can climb the old cobbled path in about 40 minutes.
- Patmos is a good stop on a trip combining Samos, Leros and Kos.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Patmos?',
            answer: 'About 7 to 8 hours by conventional ferry.',
          },
          {
            question: 'Can I reach Patmos from Kos or Rhodes?',
            answer:
              'Yes, on the Dodecanese catamarans calling at Kalymnos and Leros, and on the conventional ferries of the line.',
          },
          {
            question: 'How do I get to the Monastery of St John?',
            answer: 'By bus or taxi from Skala, or on foot along the old cobbled path in about 40 minutes.',
          },
        ],
      },
      de: {
        slug: 'patmos',
        title: 'Patmos: Fähren zur Insel der Apokalypse',
        metaDescription:
          'Fährtickets nach Patmos ab Piräus, Kos, Rhodos und Samos: Hafen Skala, Fahrzeiten, Johanneskloster und Höhle der Apokalypse.',
        summary:
          'Das Kloster des Heiligen Johannes des Theologen und die Höhle der Apokalypse, UNESCO-Welterbe über stillen Buchten.',
        body: `Patmos ist eine kleine Insel von großer geistlicher Bedeutung. Der Überlieferung nach schrieb Johannes hier die Offenbarung, in der **Höhle der Apokalypse** auf halbem Weg von Skala nach Chora. Auf dem Hügel thront das befestigte **Kloster des Heiligen Johannes des Theologen**, 1088 gegründet, über den weißen Häusern von Chora; zusammen mit der Höhle und dem historischen Ort ist es seit 1999 UNESCO-Welterbe. Neben den Denkmälern bietet Patmos ruhige Strände wie Psili Ammos, erreichbar per Boot oder zu Fuß, Lambi mit seinen bunten Kieseln, Kambos und Agriolivado.

### Anreise mit der Fähre

Die Fähren legen in **Skala** an, dem Hafen und Hauptort der Insel. Ab **Piräus** brauchen die konventionellen Fähren der Dodekanes-Linie etwa 7 bis 8 Stunden. Katamarane verbinden Patmos mit **Leros**, **Kalymnos**, **Kos** und **Rhodos**, im Sommer gibt es außerdem Verbindungen nach **Samos** (Pythagorio), Lipsi und Agathonisi.

### Beste Reisezeit

Mai, Juni und September sind ideal. **Ostern** auf Patmos ist ein besonderes Erlebnis, mit der Zeremonie der Fußwaschung am Gründonnerstag auf dem Platz von Chora; für diese Zeit sehr früh buchen.

### Tipps

- Kloster und Höhle haben eingeschränkte Öffnungszeiten und eine Kleiderordnung; prüfen Sie die Zeiten vor dem Aufstieg.
- Von Skala nach Chora fährt ein Bus, oder Sie nehmen den alten Pflasterweg, etwa 40 Minuten bergauf.
- Patmos ist eine gute Station auf einer Reise mit Samos, Leros und Kos.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Patmos?',
            answer: 'Etwa 7 bis 8 Stunden mit der konventionellen Fähre.',
          },
          {
            question: 'Komme ich von Kos oder Rhodos nach Patmos?',
            answer:
              'Ja, mit den Katamaranen des Dodekanes über Kalymnos und Leros sowie mit den konventionellen Fähren der Linie.',
          },
          {
            question: 'Wie gelange ich zum Johanneskloster?',
            answer: 'Mit Bus oder Taxi ab Skala oder zu Fuß über den alten Pflasterweg in etwa 40 Minuten.',
          },
        ],
      },
      es: {
        slug: 'patmos',
        title: 'Patmos: ferris a la isla del Apocalipsis',
        metaDescription:
          'Billetes de ferry a Patmos desde El Pireo, Kos, Rodas y Samos: el puerto de Skala, duración, el monasterio de San Juan y la cueva del Apocalipsis.',
        summary:
          'El monasterio de San Juan el Teólogo y la cueva del Apocalipsis, Patrimonio de la UNESCO, sobre bahías tranquilas.',
        body: `Patmos es una isla pequeña de gran importancia espiritual. Según la tradición, aquí escribió Juan el libro del Apocalipsis, en la **cueva del Apocalipsis**, a medio camino entre Skala y Chora. En lo alto de la colina, el **monasterio fortificado de San Juan el Teólogo**, fundado en 1088, domina las casas blancas de Chora; junto con la cueva y el casco histórico es Patrimonio Mundial de la UNESCO desde 1999. Además de sus monumentos, Patmos tiene playas tranquilas como Psili Ammos, a la que se llega en barca o a pie, Lambi con sus guijarros de colores, Kambos y Agriolivado.

### Cómo llegar en ferry

Los barcos atracan en **Skala**, el puerto y pueblo principal de la isla. Desde **El Pireo** los ferris convencionales de la línea del Dodecaneso tardan entre 7 y 8 horas. Los catamaranes unen Patmos con **Leros**, **Kalymnos**, **Kos** y **Rodas**, y en verano hay también conexiones con **Samos** (Pitagorio), Lipsi y Agathonisi.

### Cuándo ir

Mayo, junio y septiembre son ideales. La **Semana Santa** ortodoxa en Patmos es una experiencia especial, con la ceremonia del Lavatorio de los pies el Jueves Santo en la plaza de Chora; reserve alojamiento con mucha antelación para esas fechas.

### Consejos

- El monasterio y la cueva tienen horarios limitados y normas de vestimenta; consulte los horarios antes de subir.
- De Skala a Chora hay autobús, o puede subir por el antiguo camino empedrado en unos 40 minutos.
- Patmos es una buena parada en un viaje que combine Samos, Leros y Kos.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Patmos?',
            answer: 'Entre 7 y 8 horas en ferry convencional.',
          },
          {
            question: '¿Se puede ir a Patmos desde Kos o Rodas?',
            answer:
              'Sí, con los catamaranes del Dodecaneso que hacen escala en Kalymnos y Leros, y con los ferris convencionales de la línea.',
          },
          {
            question: '¿Cómo se llega al monasterio de San Juan?',
            answer:
              'En autobús o taxi desde Skala, o a pie por el antiguo camino empedrado en unos 40 minutos.',
          },
        ],
      },
      fr: {
        slug: 'patmos',
        title: 'Patmos : ferries pour l’île de l’Apocalypse',
        metaDescription:
          'Billets de ferry pour Patmos depuis Le Pirée, Kos, Rhodes et Samos : port de Skala, durées, monastère Saint-Jean et grotte de l’Apocalypse.',
        summary:
          'Le monastère Saint-Jean-le-Théologien et la grotte de l’Apocalypse, classés par l’UNESCO, au-dessus de baies paisibles.',
        body: `Patmos est une petite île d’une grande portée spirituelle. Selon la tradition, Jean y écrivit l’Apocalypse, dans la **grotte de l’Apocalypse**, à mi-chemin entre Skala et Chora. Au sommet de la colline, le **monastère fortifié de Saint-Jean-le-Théologien**, fondé en 1088, domine les maisons blanches de Chora ; avec la grotte et le village historique, il est inscrit au patrimoine mondial de l’UNESCO depuis 1999. Au-delà des monuments, Patmos offre des plages tranquilles comme Psili Ammos, accessible en caïque ou à pied, Lambi et ses galets colorés, Kambos et Agriolivado.

### Y aller en ferry

Les navires accostent à **Skala**, le port et principal village de l’île. Depuis **Le Pirée**, les ferries classiques de la ligne du Dodécanèse mettent environ 7 à 8 heures. Des catamarans relient Patmos à **Léros**, **Kalymnos**, **Kos** et **Rhodes**, et en été des liaisons existent aussi avec **Samos** (Pythagorio), Lipsi et Agathonissi.

### Quand partir

Mai, juin et septembre sont idéaux. **Pâques** à Patmos est une expérience à part, avec la cérémonie du Lavement des pieds le Jeudi saint sur la place de Chora ; réservez très tôt pour cette période.

### Conseils

- Le monastère et la grotte ont des horaires restreints et une tenue correcte est exigée ; vérifiez les horaires avant de monter.
- Un bus relie Skala à Chora, ou montez par l’ancien chemin pavé en 40 minutes environ.
- Patmos est une belle étape sur un voyage associant Samos, Léros et Kos.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Patmos ?',
            answer: 'Environ 7 à 8 heures en ferry classique.',
          },
          {
            question: 'Peut-on rejoindre Patmos depuis Kos ou Rhodes ?',
            answer:
              'Oui, par les catamarans du Dodécanèse via Kalymnos et Léros, ainsi que par les ferries classiques de la ligne.',
          },
          {
            question: 'Comment monter au monastère Saint-Jean ?',
            answer:
              'En bus ou en taxi depuis Skala, ou à pied par l’ancien chemin pavé en 40 minutes environ.',
          },
        ],
      },
      it: {
        slug: 'patmos',
        title: 'Patmos: traghetti per l’isola dell’Apocalisse',
        metaDescription:
          'Biglietti traghetto per Patmos dal Pireo, da Kos, Rodi e Samos: il porto di Skala, durata, il monastero di San Giovanni e la grotta dell’Apocalisse.',
        summary:
          'Il monastero di San Giovanni il Teologo e la grotta dell’Apocalisse, patrimonio UNESCO, sopra baie tranquille.',
        body: `Patmos è un’isola piccola di grande importanza spirituale. Secondo la tradizione, qui Giovanni scrisse l’Apocalisse, nella **grotta dell’Apocalisse**, a metà strada tra Skala e Chora. In cima alla collina, il **monastero fortificato di San Giovanni il Teologo**, fondato nel 1088, domina le case bianche di Chora; insieme alla grotta e al centro storico è Patrimonio dell’Umanità UNESCO dal 1999. Oltre ai monumenti, Patmos ha spiagge tranquille come Psili Ammos, raggiungibile in barca o a piedi, Lambi con i suoi ciottoli colorati, Kambos e Agriolivado.

### Come arrivare in traghetto

I traghetti attraccano a **Skala**, il porto e paese principale dell’isola. Dal **Pireo** i traghetti convenzionali della linea del Dodecaneso impiegano circa 7-8 ore. I catamarani collegano Patmos con **Leros**, **Kalymnos**, **Kos** e **Rodi**, e in estate ci sono anche collegamenti con **Samos** (Pythagorio), Lipsi e Agathonisi.

### Quando andare

Maggio, giugno e settembre sono ideali. La **Pasqua** ortodossa a Patmos è un’esperienza speciale, con la cerimonia della Lavanda dei piedi il Giovedì Santo nella piazza di Chora; per quel periodo prenota l’alloggio con largo anticipo.

### Consigli

- Il monastero e la grotta hanno orari ridotti e regole di abbigliamento; verifica gli orari prima di salire.
- Da Skala a Chora c’è l’autobus, oppure puoi salire per l’antica mulattiera lastricata in circa 40 minuti.
- Patmos è una buona tappa in un viaggio che unisce Samos, Leros e Kos.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Patmos?',
            answer: 'Circa 7-8 ore con il traghetto convenzionale.',
          },
          {
            question: 'Posso arrivare a Patmos da Kos o da Rodi?',
            answer:
              'Sì, con i catamarani del Dodecaneso che fanno scalo a Kalymnos e Leros e con i traghetti convenzionali della linea.',
          },
          {
            question: 'Come si raggiunge il monastero di San Giovanni?',
            answer:
              'In autobus o taxi da Skala, oppure a piedi lungo l’antica mulattiera in circa 40 minuti.',
          },
        ],
      },
      sq: {
        slug: 'patmos',
        title: 'Patmos: tragete për ishullin e Apokalipsit',
        metaDescription:
          'Bileta trageti për Patmos nga Pireu, Kosi, Rodosi dhe Samosi: porti i Skalës, kohëzgjatja, Manastiri i Shën Gjonit dhe Shpella e Apokalipsit.',
        summary:
          'Manastiri i Shën Gjon Teologut dhe Shpella e Apokalipsit, monumente të UNESCO-s mbi gjire të qeta.',
        body: `Patmosi është ishull i vogël me rëndësi të madhe shpirtërore. Sipas traditës, këtu Gjoni shkroi librin e Apokalipsit, në **Shpellën e Apokalipsit**, në gjysmë të rrugës nga Skala për në Horë. Në majë të kodrës, **Manastiri i fortifikuar i Shën Gjon Teologut**, i themeluar në vitin 1088, dominon mbi shtëpitë e bardha të Horës; së bashku me shpellën dhe vendbanimin historik, është Trashëgimi Botërore e UNESCO-s që nga viti 1999. Përtej monumenteve, Patmosi ka plazhe të qeta si Psili Amos, ku shkohet me varkë ose në këmbë, Lambi me guralecët me ngjyra, Kambosi dhe Agriolivado.

### Si të shkoni me traget

Tragetet ankorohen në **Skala**, porti dhe fshati kryesor i ishullit. Nga **Pireu** tragetet konvencionale të linjës së Dodekanezit udhëtojnë rreth 7 deri në 8 orë. Katamaranët e lidhin Patmosin me **Lerosin**, **Kalimnosin**, **Kosin** dhe **Rodosin**, ndërsa në verë ka lidhje edhe me **Samosin** (Pitagorio), Lipsin dhe Agathonisin.

### Kur të shkoni

Maji, qershori dhe shtatori janë idealë. **Pashkët** në Patmos janë përvojë e veçantë, me ceremoninë e Larjes së Këmbëve të Enjten e Madhe në sheshin e Horës; për këtë periudhë rezervoni akomodimin shumë herët.

### Këshilla

- Manastiri dhe shpella kanë orar të kufizuar dhe rregulla veshjeje; kontrolloni orarin para se të ngjiteni.
- Nga Skala në Horë ka autobus, ose mund të ngjiteni në rrugën e vjetër me kalldrëm për rreth 40 minuta.
- Patmosi është ndalesë e mirë në një udhëtim që kombinon Samosin, Lerosin dhe Kosin.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Patmos?',
            answer: 'Rreth 7 deri në 8 orë me traget konvencional.',
          },
          {
            question: 'A mund të shkoj në Patmos nga Kosi ose Rodosi?',
            answer:
              'Po, me katamaranët e Dodekanezit që ndalojnë në Kalimnos dhe Leros, si dhe me tragetet konvencionale të linjës.',
          },
          {
            question: 'Si shkohet te Manastiri i Shën Gjonit?',
            answer:
              'Me autobus ose taksi nga Skala, ose në këmbë nëpër rrugën e vjetër me kalldrëm për rreth 40 minuta.',
          },
        ],
      },
    },
  },
  {
    key: 'kalymnos',
    portCodes: ['KAL'],
    region: 'dodecanese',
    coordinates: { lat: 36.9508, lng: 26.9847 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e4eff6', sea: '#1f6fa3', land: '#b79b72', accent: '#d96c3f' },
    },
    related: ['kos', 'patmos', 'rhodes'],
    text: {
      el: {
        slug: 'kalymnos',
        title: 'Κάλυμνος: πλοία, αναρρίχηση και Τέλενδος',
        metaDescription:
          'Εισιτήρια πλοίου για Κάλυμνο από Πειραιά, Κω και Ρόδο: λιμάνι Πόθια, διάρκεια ταξιδιού, αναρρίχηση, Τέλενδος και η παράδοση των σφουγγαράδων.',
        summary:
          'Το νησί των σφουγγαράδων και ένας από τους γνωστότερους προορισμούς αναρρίχησης στον κόσμο, με την Τέλενδο απέναντι.',
        body: `Η Κάλυμνος είναι ένα βραχώδες νησί με έντονο χαρακτήρα. Η **Πόθια**, το λιμάνι και η πρωτεύουσα, απλώνεται αμφιθεατρικά με χρωματιστά σπίτια γύρω από τον κόλπο. Για αιώνες οι Καλύμνιοι ζούσαν από τη **σπογγαλιεία**, και στα μαγαζιά και τα μουσεία της Πόθιας μπορείτε ακόμα να δείτε πώς καθαρίζονται και κόβονται τα σφουγγάρια. Τις τελευταίες δεκαετίες τα ασβεστολιθικά βράχια του νησιού, με χιλιάδες διαδρομές, έκαναν την Κάλυμνο έναν από τους πιο αγαπημένους προορισμούς **αναρρίχησης** στον κόσμο, κυρίως γύρω από τις Μυρτιές και τα Μασούρι. Απέναντι, η μικρή **Τέλενδος** φτάνεται με καΐκι σε λίγα λεπτά και δεν έχει αυτοκίνητα. Ο στενός κόλπος του **Βαθέος**, με τους μανταρινόκηπους, είναι ένα από τα ωραιότερα σημεία του νησιού.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στην **Πόθια**. Από τον **Πειραιά** τα συμβατικά πλοία της Δωδεκανήσου κάνουν περίπου 10 με 11 ώρες. Η πιο σύντομη σύνδεση είναι από το **Μαστιχάρι της Κω**, με μικρό πλοίο σε περίπου 30 με 40 λεπτά, ενώ τα καταμαράν συνδέουν την Κάλυμνο με Κω, Ρόδο, Λέρο και Πάτμο.

### Πότε να πάτε

Για αναρρίχηση, η άνοιξη και το φθινόπωρο, περίπου από τον Μάρτιο ως τον Μάιο και από τον Σεπτέμβριο ως τον Νοέμβριο, είναι οι καλύτερες εποχές. Για κολύμπι και χαλαρές διακοπές, ο Ιούνιος ως ο Σεπτέμβριος.

### Χρήσιμες συμβουλές

- Αν πετάτε στην Κω, το πλοίο από το Μαστιχάρι είναι ο πιο γρήγορος τρόπος να φτάσετε· το αεροδρόμιο της Κω είναι κοντά στο Μαστιχάρι.
- Οι περισσότεροι αναρριχητές μένουν στα Μασούρι και στις Μυρτιές, όπου υπάρχουν καταστήματα εξοπλισμού.
- Το Πάσχα στην Κάλυμνο συνοδεύεται από έθιμα με δυνατούς κρότους δυναμίτη: αν προτιμάτε ησυχία, διαλέξτε άλλη εβδομάδα.`,
        faq: [
          {
            question: 'Ποιος είναι ο πιο γρήγορος τρόπος να πάω στην Κάλυμνο;',
            answer:
              'Με πτήση στην Κω και μετά με το μικρό πλοίο από το Μαστιχάρι, που φτάνει στην Πόθια σε περίπου 30 με 40 λεπτά.',
          },
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά;',
            answer: 'Περίπου 10 με 11 ώρες με συμβατικό πλοίο.',
          },
          {
            question: 'Πώς πάω στην Τέλενδο;',
            answer:
              'Με καΐκι από τις Μυρτιές, σε λίγα λεπτά, με συχνά δρομολόγια όλη την ημέρα το καλοκαίρι.',
          },
        ],
      },
      en: {
        slug: 'kalymnos',
        title: 'Kalymnos: ferries, climbing and Telendos',
        metaDescription:
          'Ferry tickets to Kalymnos from Piraeus, Kos and Rhodes: the port of Pothia, crossing times, climbing, Telendos and the sponge divers’ tradition.',
        summary:
          'The island of sponge divers and one of the world’s best-known climbing destinations, with car-free Telendos across the strait.',
        body: `Kalymnos is a rocky island with a strong character. **Pothia**, its port and capital, rises in tiers of coloured houses around the bay. For centuries Kalymnians lived from **sponge diving**, and in Pothia’s shops and museums you can still see how sponges are cleaned and trimmed. In recent decades the island’s limestone cliffs, with thousands of routes, have made Kalymnos one of the world’s favourite **sport-climbing** destinations, mainly around Myrties and Masouri. Opposite, little **Telendos** is a few minutes away by small boat and has no cars. The narrow inlet of **Vathy**, lined with mandarin groves, is one of the loveliest corners of the island.

### Getting there by ferry

Ferries dock at **Pothia**. From **Piraeus** conventional Dodecanese ferries take about 10 to 11 hours. The shortest link is from **Mastichari on Kos**, by small ferry in about 30 to 40 minutes, and catamarans connect Kalymnos with Kos, Rhodes, Leros and Patmos.

### When to go

For climbing, spring and autumn – roughly March to May and September to November – are the best seasons. For swimming and a relaxed holiday, June to September.

### Tips

- If you fly into Kos, the ferry from Mastichari is the fastest way over; Kos airport is close to Mastichari.
- Most climbers stay in Masouri and Myrties, where there are gear shops.
- Easter on Kalymnos comes with loud dynamite customs: if you prefer peace and quiet, pick another week.`,
        faq: [
          {
            question: 'What is the fastest way to Kalymnos?',
            answer:
              'Fly to Kos and take the small ferry from Mastichari, which reaches Pothia in about 30 to 40 minutes.',
          },
          {
            question: 'How long is the ferry from Piraeus?',
            answer: 'About 10 to 11 hours by conventional ferry.',
          },
          {
            question: 'How do I get to Telendos?',
            answer:
              'By small boat from Myrties, a few minutes across, with frequent crossings all day in summer.',
          },
        ],
      },
      de: {
        slug: 'kalymnos',
        title: 'Kalymnos: Fähren, Klettern und Telendos',
        metaDescription:
          'Fährtickets nach Kalymnos ab Piräus, Kos und Rhodos: Hafen Pothia, Fahrzeiten, Klettern, Telendos und die Tradition der Schwammtaucher.',
        summary:
          'Die Insel der Schwammtaucher und eines der bekanntesten Klettergebiete der Welt, mit dem autofreien Telendos gegenüber.',
        body: `Kalymnos ist eine felsige Insel mit starkem Charakter. **Pothia**, Hafen und Hauptort, zieht sich mit bunten Häusern terrassenförmig um die Bucht. Jahrhundertelang lebten die Kalymnier von der **Schwammtaucherei**, und in den Läden und Museen von Pothia sehen Sie noch heute, wie Schwämme gereinigt und zugeschnitten werden. In den letzten Jahrzehnten haben die Kalkfelsen mit Tausenden von Routen Kalymnos zu einem der beliebtesten **Sportklettergebiete** der Welt gemacht, vor allem rund um Myrties und Masouri. Gegenüber liegt das kleine, autofreie **Telendos**, mit dem Boot nur wenige Minuten entfernt. Der schmale Fjord von **Vathy** mit seinen Mandarinenhainen gehört zu den schönsten Ecken der Insel.

### Anreise mit der Fähre

Die Fähren legen in **Pothia** an. Ab **Piräus** brauchen die konventionellen Fähren des Dodekanes etwa 10 bis 11 Stunden. Die kürzeste Verbindung besteht ab **Mastichari auf Kos** mit einer kleinen Fähre in etwa 30 bis 40 Minuten; Katamarane verbinden Kalymnos mit Kos, Rhodos, Leros und Patmos.

### Beste Reisezeit

Zum Klettern sind Frühjahr und Herbst – etwa März bis Mai und September bis November – am besten. Zum Baden und Entspannen Juni bis September.

### Tipps

- Wer nach Kos fliegt, kommt mit der Fähre ab Mastichari am schnellsten hinüber; der Flughafen von Kos liegt nahe Mastichari.
- Die meisten Kletterer wohnen in Masouri und Myrties, wo es Ausrüstungsläden gibt.
- Ostern wird auf Kalymnos mit lautstarken Dynamit-Bräuchen gefeiert: Wer Ruhe sucht, wählt eine andere Woche.`,
        faq: [
          {
            question: 'Wie komme ich am schnellsten nach Kalymnos?',
            answer:
              'Mit dem Flug nach Kos und der kleinen Fähre ab Mastichari, die Pothia in etwa 30 bis 40 Minuten erreicht.',
          },
          {
            question: 'Wie lange dauert die Fähre ab Piräus?',
            answer: 'Etwa 10 bis 11 Stunden mit der konventionellen Fähre.',
          },
          {
            question: 'Wie komme ich nach Telendos?',
            answer:
              'Mit dem Boot ab Myrties in wenigen Minuten, im Sommer den ganzen Tag über in dichtem Takt.',
          },
        ],
      },
      es: {
        slug: 'kalymnos',
        title: 'Kalymnos: ferris, escalada y Telendos',
        metaDescription:
          'Billetes de ferry a Kalymnos desde El Pireo, Kos y Rodas: el puerto de Pothia, duración, escalada, Telendos y la tradición de los pescadores de esponjas.',
        summary:
          'La isla de los pescadores de esponjas y uno de los destinos de escalada más conocidos del mundo, con Telendos, sin coches, enfrente.',
        body: `Kalymnos es una isla rocosa de carácter fuerte. **Pothia**, su puerto y capital, se escalona con casas de colores alrededor de la bahía. Durante siglos los kalimnios vivieron de la **pesca de esponjas**, y en las tiendas y museos de Pothia aún puede ver cómo se limpian y recortan. En las últimas décadas sus paredes calizas, con miles de vías, han convertido Kalymnos en uno de los destinos de **escalada deportiva** favoritos del mundo, sobre todo en torno a Myrties y Masouri. Enfrente, la pequeña **Telendos** está a pocos minutos en barca y no tiene coches. La estrecha cala de **Vathy**, rodeada de mandarinos, es uno de los rincones más bonitos de la isla.

### Cómo llegar en ferry

Los barcos atracan en **Pothia**. Desde **El Pireo** los ferris convencionales del Dodecaneso tardan unas 10-11 horas. La conexión más corta es desde **Mastichari, en Kos**, en un pequeño ferry de 30-40 minutos, y los catamaranes unen Kalymnos con Kos, Rodas, Leros y Patmos.

### Cuándo ir

Para escalar, la primavera y el otoño –más o menos de marzo a mayo y de septiembre a noviembre– son las mejores épocas. Para bañarse y descansar, de junio a septiembre.

### Consejos

- Si vuela a Kos, el ferry desde Mastichari es la forma más rápida de cruzar; el aeropuerto de Kos está cerca de Mastichari.
- La mayoría de los escaladores se aloja en Masouri y Myrties, donde hay tiendas de material.
- La Pascua en Kalymnos se celebra con ruidosas costumbres con dinamita: si prefiere tranquilidad, elija otra semana.`,
        faq: [
          {
            question: '¿Cuál es la forma más rápida de llegar a Kalymnos?',
            answer:
              'Volar a Kos y tomar el pequeño ferry desde Mastichari, que llega a Pothia en 30-40 minutos.',
          },
          {
            question: '¿Cuánto dura el ferry desde El Pireo?',
            answer: 'Unas 10-11 horas en ferry convencional.',
          },
          {
            question: '¿Cómo se va a Telendos?',
            answer: 'En barca desde Myrties, en pocos minutos, con salidas frecuentes todo el día en verano.',
          },
        ],
      },
      fr: {
        slug: 'kalymnos',
        title: 'Kalymnos : ferries, escalade et Télendos',
        metaDescription:
          'Billets de ferry pour Kalymnos depuis Le Pirée, Kos et Rhodes : port de Pothia, durées, escalade, Télendos et tradition des pêcheurs d’éponges.',
        summary:
          'L’île des pêcheurs d’éponges et l’un des sites d’escalade les plus connus au monde, avec Télendos, sans voitures, juste en face.',
        body: `Kalymnos est une île rocheuse au caractère affirmé. **Pothia**, son port et chef-lieu, s’étage en maisons colorées autour de la baie. Pendant des siècles, les Kalymniens ont vécu de la **pêche aux éponges**, et dans les boutiques et musées de Pothia on voit encore comment les éponges sont nettoyées et taillées. Depuis quelques décennies, ses falaises calcaires aux milliers de voies ont fait de Kalymnos l’un des hauts lieux mondiaux de l’**escalade sportive**, surtout autour de Myrties et Massouri. En face, la petite **Télendos** est à quelques minutes en bateau et n’a pas de voitures. L’étroite crique de **Vathy**, bordée de mandariniers, est l’un des plus beaux coins de l’île.

### Y aller en ferry

Les navires accostent à **Pothia**. Depuis **Le Pirée**, les ferries classiques du Dodécanèse mettent environ 10 à 11 heures. La liaison la plus courte part de **Mastichari, sur Kos**, en petit ferry en 30 à 40 minutes, et des catamarans relient Kalymnos à Kos, Rhodes, Léros et Patmos.

### Quand partir

Pour grimper, le printemps et l’automne – de mars à mai et de septembre à novembre environ – sont les meilleures saisons. Pour la baignade et le repos, de juin à septembre.

### Conseils

- Si vous arrivez en avion à Kos, le ferry de Mastichari est le moyen le plus rapide de traverser ; l’aéroport de Kos est proche de Mastichari.
- La plupart des grimpeurs logent à Massouri et Myrties, où se trouvent des magasins de matériel.
- Pâques à Kalymnos s’accompagne de traditions bruyantes à la dynamite : si vous préférez le calme, choisissez une autre semaine.`,
        faq: [
          {
            question: 'Quel est le moyen le plus rapide pour Kalymnos ?',
            answer:
              'Prendre l’avion pour Kos puis le petit ferry de Mastichari, qui rejoint Pothia en 30 à 40 minutes.',
          },
          {
            question: 'Combien de temps dure le ferry depuis Le Pirée ?',
            answer: 'Environ 10 à 11 heures en ferry classique.',
          },
          {
            question: 'Comment aller à Télendos ?',
            answer:
              'En petit bateau depuis Myrties, en quelques minutes, avec des traversées fréquentes toute la journée en été.',
          },
        ],
      },
      it: {
        slug: 'kalymnos',
        title: 'Kalymnos: traghetti, arrampicata e Telendos',
        metaDescription:
          'Biglietti traghetto per Kalymnos dal Pireo, da Kos e Rodi: il porto di Pothia, durata, arrampicata, Telendos e la tradizione dei pescatori di spugne.',
        summary:
          'L’isola dei pescatori di spugne e una delle mete di arrampicata più famose al mondo, con Telendos, senza auto, proprio di fronte.',
        body: `Kalymnos è un’isola rocciosa dal carattere forte. **Pothia**, il porto e capoluogo, sale a gradoni di case colorate intorno alla baia. Per secoli i kalimnioti hanno vissuto della **pesca delle spugne**, e nei negozi e nei musei di Pothia puoi ancora vedere come vengono pulite e tagliate. Negli ultimi decenni le pareti calcaree dell’isola, con migliaia di vie, hanno fatto di Kalymnos una delle mete di **arrampicata sportiva** più amate al mondo, soprattutto intorno a Myrties e Masouri. Di fronte, la piccola **Telendos** si raggiunge in barca in pochi minuti e non ha auto. La stretta insenatura di **Vathy**, circondata da mandarineti, è uno degli angoli più belli dell’isola.

### Come arrivare in traghetto

I traghetti attraccano a **Pothia**. Dal **Pireo** i convenzionali del Dodecaneso impiegano circa 10-11 ore. Il collegamento più breve è da **Mastichari, a Kos**, con un piccolo traghetto in circa 30-40 minuti, mentre i catamarani collegano Kalymnos con Kos, Rodi, Leros e Patmos.

### Quando andare

Per arrampicare, primavera e autunno – più o meno da marzo a maggio e da settembre a novembre – sono le stagioni migliori. Per il mare e il relax, da giugno a settembre.

### Consigli

- Se voli a Kos, il traghetto da Mastichari è il modo più rapido per attraversare; l’aeroporto di Kos è vicino a Mastichari.
- La maggior parte degli arrampicatori alloggia a Masouri e Myrties, dove ci sono negozi di attrezzatura.
- La Pasqua a Kalymnos si festeggia con rumorose usanze a base di dinamite: se cerchi tranquillità, scegli un’altra settimana.`,
        faq: [
          {
            question: 'Qual è il modo più veloce per arrivare a Kalymnos?',
            answer:
              'Volare a Kos e prendere il piccolo traghetto da Mastichari, che arriva a Pothia in circa 30-40 minuti.',
          },
          {
            question: 'Quanto dura il traghetto dal Pireo?',
            answer: 'Circa 10-11 ore con il traghetto convenzionale.',
          },
          {
            question: 'Come si va a Telendos?',
            answer:
              'In barca da Myrties, in pochi minuti, con corse frequenti per tutto il giorno in estate.',
          },
        ],
      },
      sq: {
        slug: 'kalymnos',
        title: 'Kalimnos: tragete, ngjitje në shkëmb dhe Telendos',
        metaDescription:
          'Bileta trageti për Kalimnos nga Pireu, Kosi dhe Rodosi: porti i Pothias, kohëzgjatja, ngjitja në shkëmb, Telendosi dhe tradita e sfungjerëve.',
        summary:
          'Ishulli i zhytësve të sfungjerëve dhe një nga destinacionet më të njohura në botë për ngjitje në shkëmb, me Telendosin pa makina përballë.',
        body: `Kalimnosi është ishull shkëmbor me karakter të fortë. **Pothia**, porti dhe kryeqendra, ngrihet shkallë-shkallë me shtëpi shumëngjyrëshe rreth gjirit. Për shekuj me radhë banorët jetuan nga **zhytja për sfungjerë**, dhe në dyqanet e muzetë e Pothias mund të shihni ende si pastrohen dhe priten sfungjerët. Në dekadat e fundit, shkëmbinjtë gëlqerorë me mijëra rrugë ngjitjeje e kanë bërë Kalimnosin një nga destinacionet më të dashura në botë për **ngjitje sportive**, sidomos rreth Mirtiesit dhe Masurit. Përballë, **Telendosi** i vogël arrihet me varkë për pak minuta dhe nuk ka makina. Gjiri i ngushtë i **Vathit**, me kopshte mandarinash, është një nga qoshet më të bukura të ishullit.

### Si të shkoni me traget

Tragetet ankorohen në **Pothia**. Nga **Pireu** tragetet konvencionale të Dodekanezit udhëtojnë rreth 10 deri në 11 orë. Lidhja më e shkurtër është nga **Mastihari në Kos**, me traget të vogël për rreth 30 deri në 40 minuta, ndërsa katamaranët e lidhin Kalimnosin me Kosin, Rodosin, Lerosin dhe Patmosin.

### Kur të shkoni

Për ngjitje, pranvera dhe vjeshta – afërsisht mars–maj dhe shtator–nëntor – janë stinët më të mira. Për not dhe pushim të qetë, qershor–shtator.

### Këshilla

- Nëse fluturoni në Kos, trageti nga Mastihari është mënyra më e shpejtë për të kaluar; aeroporti i Kosit është afër Mastiharit.
- Shumica e alpinistëve qëndrojnë në Masuri dhe Mirties, ku ka dyqane pajisjesh.
- Pashkët në Kalimnos shoqërohen me zakone të zhurmshme me dinamit: nëse preferoni qetësinë, zgjidhni një javë tjetër.`,
        faq: [
          {
            question: 'Cila është mënyra më e shpejtë për në Kalimnos?',
            answer:
              'Fluturim për në Kos dhe pastaj trageti i vogël nga Mastihari, që arrin në Pothia për rreth 30 deri në 40 minuta.',
          },
          {
            question: 'Sa zgjat trageti nga Pireu?',
            answer: 'Rreth 10 deri në 11 orë me traget konvencional.',
          },
          {
            question: 'Si shkohet në Telendos?',
            answer: 'Me varkë nga Mirtiesi, për pak minuta, me nisje të shpeshta gjatë gjithë ditës në verë.',
          },
        ],
      },
    },
  },
];
