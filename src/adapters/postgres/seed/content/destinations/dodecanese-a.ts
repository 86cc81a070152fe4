import type { SeedDestination } from '../types.ts';

export const DODECANESE_A: SeedDestination[] = [
  {
    key: 'rhodes',
    portCodes: ['RHO'],
    region: 'dodecanese',
    coordinates: { lat: 36.4349, lng: 28.2176 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#f4d8a8', sea: '#1b6ca8', land: '#c9a46c', accent: '#7b2d26' },
    },
    related: ['kos', 'patmos', 'kalymnos', 'heraklion'],
    text: {
      el: {
        slug: 'rodos',
        title: 'Ρόδος: πλοία, Μεσαιωνική Πόλη και νησιά της Δωδεκανήσου',
        metaDescription:
          'Εισιτήρια πλοίου για Ρόδο από Πειραιά και τα Δωδεκάνησα, ταχύπλοα για Σύμη και Κω, σύνδεση με Μαρμαρίδα. Διάρκεια και χρήσιμες συμβουλές.',
        summary:
          'Η Μεσαιωνική Πόλη των Ιπποτών, η Λίνδος και μακριές παραλίες. Το κέντρο των ακτοπλοϊκών συνδέσεων της Δωδεκανήσου.',
        body: `Η Ρόδος είναι το μεγαλύτερο νησί της Δωδεκανήσου και ένας από τους πιο δημοφιλείς προορισμούς της Ελλάδας. Η **Μεσαιωνική Πόλη**, μνημείο παγκόσμιας κληρονομιάς της UNESCO, είναι μία από τις καλύτερα διατηρημένες οχυρωμένες πόλεις της Ευρώπης: περπατήστε στην Οδό των Ιπποτών, επισκεφθείτε το Παλάτι του Μεγάλου Μαγίστρου και κάντε τον γύρο των τειχών. Στην ανατολική ακτή, η **Λίνδος** με την ακρόπολη πάνω από λευκά σπίτια και τους κόλπους του Αγίου Παύλου είναι η πιο γνωστή εκδρομή. Η Κοιλάδα των Πεταλούδων, η Φιλέρημος και το Πρασονήσι στο νότιο άκρο, αγαπημένο των kitesurfers, συμπληρώνουν την εικόνα.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** τα συμβατικά πλοία χρειάζονται περίπου 13 με 17 ώρες, ανάλογα με τις στάσεις στα Δωδεκάνησα ή στις Κυκλάδες· τα περισσότερα ταξίδια γίνονται βραδινά, οπότε μια καμπίνα αξίζει. Η Ρόδος είναι ο κόμβος της Δωδεκανήσου: τα ταχύπλοα καταμαράν φτάνουν στη **Σύμη** σε περίπου μία ώρα, στην **Κω** σε περίπου 2,5 ώρες και συνεχίζουν για Κάλυμνο, Λέρο και Πάτμο. Υπάρχουν επίσης συνδέσεις με Χάλκη, Τήλο, Νίσυρο, Κάρπαθο και Καστελλόριζο. Για την Τουρκία, ταχύπλοα φτάνουν στη **Μαρμαρίδα** σε περίπου μία ώρα.

### Πότε να πάτε

Η Ρόδος έχει από τις μακρύτερες καλοκαιρινές περιόδους στην Ελλάδα, από τον Απρίλιο ως τον Νοέμβριο. Ο Μάιος, ο Ιούνιος, ο Σεπτέμβριος και ο Οκτώβριος προσφέρουν ζεστή θάλασσα χωρίς την έντονη ζέστη του καλοκαιριού.

### Χρήσιμες συμβουλές

- Τα μεγάλα πλοία και τα καταμαράν δεν αναχωρούν πάντα από την ίδια προβλήτα: ελέγξτε στο εισιτήριο το σημείο επιβίβασης.
- Για τη Μαρμαρίδα χρειάζεστε διαβατήριο ή, για πολίτες της ΕΕ, ισχύουσα ταυτότητα, ανάλογα με τους κανόνες εισόδου της Τουρκίας.
- Επισκεφθείτε τη Λίνδο νωρίς το πρωί, πριν φτάσουν τα πούλμαν.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Ρόδο;',
            answer:
              'Περίπου 13 με 17 ώρες με συμβατικό πλοίο, ανάλογα με τη διαδρομή και τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Μπορώ να πάω ημερήσια εκδρομή στη Σύμη;',
            answer:
              'Ναι, τα καταμαράν και τα εκδρομικά πλοία φτάνουν στη Σύμη σε περίπου μία ώρα και επιστρέφουν το απόγευμα.',
          },
          {
            question: 'Υπάρχει πλοίο από τη Ρόδο για Τουρκία;',
            answer:
              'Ναι, ταχύπλοα συνδέουν τη Ρόδο με τη Μαρμαρίδα σε περίπου μία ώρα, με πυκνότερα δρομολόγια το καλοκαίρι.',
          },
        ],
      },
      en: {
        slug: 'rhodes',
        title: 'Rhodes: ferries, the Medieval Town and the Dodecanese',
        metaDescription:
          'Ferry tickets to Rhodes from Piraeus and the Dodecanese, fast boats to Symi and Kos, and links to Marmaris. Crossing times and useful tips.',
        summary:
          'The Knights’ Medieval Town, Lindos and long beaches. The hub of ferry connections in the Dodecanese.',
        body: `Rhodes is the largest island of the Dodecanese and one of Greece’s most popular destinations. The **Medieval Town**, a UNESCO World Heritage Site, is among the best-preserved fortified towns in Europe: walk the Street of the Knights, visit the Palace of the Grand Master and follow the walls. On the east coast, **Lindos**, with its acropolis above white houses and the coves of St Paul’s Bay, is the classic excursion. The Valley of the Butterflies, Filerimos and Prasonisi at the southern tip, a favourite with kitesurfers, complete the picture.

### Getting there by ferry

From **Piraeus** conventional ferries take about 13 to 17 hours depending on the stops in the Dodecanese or the Cyclades; most crossings run overnight, so a cabin is worth it. Rhodes is the hub of the Dodecanese: high-speed catamarans reach **Symi** in about an hour and **Kos** in about 2.5 hours, continuing to Kalymnos, Leros and Patmos. There are also links to Halki, Tilos, Nisyros, Karpathos and Kastellorizo. For Turkey, fast boats reach **Marmaris** in about an hour.

### When to go

Rhodes has one of the longest summer seasons in Greece, from April to November. May, June, September and October bring warm sea without the fiercest summer heat.

### Tips

- Large ferries and catamarans do not always leave from the same quay: check the boarding point on your ticket.
- For Marmaris you need a passport or, for EU citizens, a valid identity card, subject to Turkey’s entry rules.
- Visit Lindos early in the morning, before the coaches arrive.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Rhodes?',
            answer: 'About 13 to 17 hours by conventional ferry, depending on the route and the stops.',
          },
          {
            question: 'Can I visit Symi as a day trip?',
            answer:
              'Yes, catamarans and excursion boats reach Symi in about an hour and return in the afternoon.',
          },
          {
            question: 'Is there a ferry from Rhodes to Turkey?',
            answer:
              'Yes, fast boats link Rhodes with Marmaris in about an hour, with more sailings in summer.',
          },
        ],
      },
      de: {
        slug: 'rhodos',
        title: 'Rhodos: Fähren, Altstadt und Dodekanes',
        metaDescription:
          'Fährtickets nach Rhodos ab Piräus und dem Dodekanes, Schnellboote nach Symi und Kos sowie nach Marmaris. Fahrzeiten und nützliche Tipps.',
        summary:
          'Die mittelalterliche Altstadt der Johanniter, Lindos und lange Strände. Die Drehscheibe der Fährverbindungen im Dodekanes.',
        body: `Rhodos ist die größte Insel des Dodekanes und eines der beliebtesten Reiseziele Griechenlands. Die **mittelalterliche Altstadt**, UNESCO-Welterbe, zählt zu den am besten erhaltenen befestigten Städten Europas: Gehen Sie durch die Ritterstraße, besichtigen Sie den Großmeisterpalast und folgen Sie den Mauern. An der Ostküste ist **Lindos** mit seiner Akropolis über weißen Häusern und der Paulusbucht der klassische Ausflug. Das Tal der Schmetterlinge, Filerimos und Prasonisi an der Südspitze, ein Treffpunkt der Kitesurfer, runden das Bild ab.

### Anreise mit der Fähre

Ab **Piräus** brauchen konventionelle Fähren je nach Stopps im Dodekanes oder auf den Kykladen etwa 13 bis 17 Stunden; die meisten Überfahrten gehen über Nacht, eine Kabine lohnt sich. Rhodos ist die Drehscheibe des Dodekanes: Schnellkatamarane erreichen **Symi** in etwa einer Stunde und **Kos** in etwa 2,5 Stunden und fahren weiter nach Kalymnos, Leros und Patmos. Außerdem gibt es Verbindungen nach Chalki, Tilos, Nisyros, Karpathos und Kastellorizo. In die Türkei fahren Schnellboote in rund einer Stunde nach **Marmaris**.

### Beste Reisezeit

Rhodos hat eine der längsten Badesaisons Griechenlands, von April bis November. Mai, Juni, September und Oktober bieten warmes Meer ohne die größte Sommerhitze.

### Tipps

- Große Fähren und Katamarane legen nicht immer am selben Kai ab: Prüfen Sie den Abfahrtsort auf dem Ticket.
- Für Marmaris brauchen Sie einen Reisepass oder als EU-Bürger einen gültigen Personalausweis, je nach den Einreisebestimmungen der Türkei.
- Lindos früh am Morgen besuchen, bevor die Reisebusse eintreffen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Rhodos?',
            answer: 'Etwa 13 bis 17 Stunden mit der konventionellen Fähre, je nach Route und Zwischenstopps.',
          },
          {
            question: 'Kann ich einen Tagesausflug nach Symi machen?',
            answer:
              'Ja, Katamarane und Ausflugsboote erreichen Symi in etwa einer Stunde und kehren am Nachmittag zurück.',
          },
          {
            question: 'Gibt es eine Fähre von Rhodos in die Türkei?',
            answer:
              'Ja, Schnellboote verbinden Rhodos in etwa einer Stunde mit Marmaris, im Sommer häufiger.',
          },
        ],
      },
      es: {
        slug: 'rodas',
        title: 'Rodas: ferris, la Ciudad Medieval y el Dodecaneso',
        metaDescription:
          'Billetes de ferry a Rodas desde El Pireo y el Dodecaneso, barcos rápidos a Symi y Kos y enlaces con Marmaris. Duración y consejos útiles.',
        summary:
          'La Ciudad Medieval de los Caballeros, Lindos y largas playas. El centro de las conexiones marítimas del Dodecaneso.',
        body: `Rodas es la isla más grande del Dodecaneso y uno de los destinos más populares de Grecia. La **Ciudad Medieval**, Patrimonio Mundial de la UNESCO, es una de las ciudades amuralladas mejor conservadas de Europa: recorra la calle de los Caballeros, visite el Palacio del Gran Maestre y siga las murallas. En la costa este, **Lindos**, con su acrópolis sobre casas blancas y la bahía de San Pablo, es la excursión clásica. El Valle de las Mariposas, Filerimos y Prasonisi, en el extremo sur y muy apreciado por los kitesurfistas, completan la visita.

### Cómo llegar en ferry

Desde **El Pireo** los ferris convencionales tardan entre 13 y 17 horas según las escalas en el Dodecaneso o las Cícladas; la mayoría navega de noche, así que merece la pena un camarote. Rodas es el nudo del Dodecaneso: los catamaranes rápidos llegan a **Symi** en alrededor de una hora y a **Kos** en unas 2,5 horas, y continúan a Kalymnos, Leros y Patmos. También hay conexiones con Halki, Tilos, Nisyros, Kárpatos y Kastellorizo. Hacia Turquía, los barcos rápidos llegan a **Marmaris** en una hora aproximadamente.

### Cuándo ir

Rodas tiene una de las temporadas de verano más largas de Grecia, de abril a noviembre. Mayo, junio, septiembre y octubre ofrecen mar cálido sin el calor más intenso del verano.

### Consejos

- Los grandes ferris y los catamaranes no siempre salen del mismo muelle: compruebe el punto de embarque en su billete.
- Para ir a Marmaris necesita pasaporte o, si es ciudadano de la UE, un documento de identidad válido, según las normas de entrada de Turquía.
- Visite Lindos a primera hora, antes de que lleguen los autocares.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Rodas?',
            answer: 'Entre 13 y 17 horas en ferry convencional, según la ruta y las escalas.',
          },
          {
            question: '¿Se puede visitar Symi en una excursión de un día?',
            answer:
              'Sí, los catamaranes y barcos de excursión llegan a Symi en una hora y vuelven por la tarde.',
          },
          {
            question: '¿Hay ferry de Rodas a Turquía?',
            answer:
              'Sí, barcos rápidos unen Rodas con Marmaris en alrededor de una hora, con más salidas en verano.',
          },
        ],
      },
      fr: {
        slug: 'rhodes',
        title: 'Rhodes : ferries, vieille ville médiévale et Dodécanèse',
        metaDescription:
          'Billets de ferry pour Rhodes depuis Le Pirée et le Dodécanèse, rapides vers Symi et Kos, liaisons avec Marmaris. Durées et conseils utiles.',
        summary:
          'La ville médiévale des Chevaliers, Lindos et de longues plages. La plaque tournante des liaisons maritimes du Dodécanèse.',
        body: `Rhodes est la plus grande île du Dodécanèse et l’une des destinations les plus prisées de Grèce. La **ville médiévale**, inscrite au patrimoine mondial de l’UNESCO, compte parmi les villes fortifiées les mieux conservées d’Europe : parcourez la rue des Chevaliers, visitez le palais des Grands Maîtres et suivez les remparts. Sur la côte est, **Lindos**, avec son acropole dominant des maisons blanches et la baie de Saint-Paul, est l’excursion classique. La vallée des Papillons, Filérimos et Prasonissi à la pointe sud, haut lieu du kitesurf, complètent le tableau.

### Y aller en ferry

Depuis **Le Pirée**, les ferries classiques mettent 13 à 17 heures selon les escales dans le Dodécanèse ou les Cyclades ; la plupart voyagent de nuit, une cabine vaut donc la peine. Rhodes est le carrefour du Dodécanèse : les catamarans rapides rejoignent **Symi** en une heure environ et **Kos** en 2 h 30 environ, puis continuent vers Kalymnos, Léros et Patmos. Des liaisons desservent aussi Halki, Tilos, Nissyros, Karpathos et Kastellorizo. Vers la Turquie, des rapides rejoignent **Marmaris** en une heure environ.

### Quand partir

Rhodes bénéficie de l’une des plus longues saisons estivales de Grèce, d’avril à novembre. Mai, juin, septembre et octobre offrent une mer chaude sans les plus fortes chaleurs.

### Conseils

- Les grands ferries et les catamarans ne partent pas toujours du même quai : vérifiez le point d’embarquement sur votre billet.
- Pour Marmaris, il faut un passeport ou, pour les citoyens de l’UE, une carte d’identité valide, selon les règles d’entrée en Turquie.
- Visitez Lindos tôt le matin, avant l’arrivée des autocars.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Rhodes ?',
            answer: 'Environ 13 à 17 heures en ferry classique, selon l’itinéraire et les escales.',
          },
          {
            question: 'Peut-on visiter Symi dans la journée ?',
            answer:
              'Oui, catamarans et bateaux d’excursion rejoignent Symi en une heure environ et rentrent l’après-midi.',
          },
          {
            question: 'Existe-t-il un ferry de Rhodes vers la Turquie ?',
            answer: 'Oui, des rapides relient Rhodes à Marmaris en une heure environ, plus souvent en été.',
          },
        ],
      },
      it: {
        slug: 'rodi',
        title: 'Rodi: traghetti, la Città medievale e il Dodecaneso',
        metaDescription:
          'Biglietti traghetto per Rodi dal Pireo e dal Dodecaneso, veloci per Symi e Kos e collegamenti con Marmaris. Durata e consigli utili.',
        summary:
          'La Città medievale dei Cavalieri, Lindos e lunghe spiagge. Il cuore dei collegamenti marittimi del Dodecaneso.',
        body: `Rodi è l’isola più grande del Dodecaneso e una delle mete più amate della Grecia. La **Città medievale**, Patrimonio dell’Umanità UNESCO, è tra le città fortificate meglio conservate d’Europa: percorri la Via dei Cavalieri, visita il Palazzo del Gran Maestro e fai il giro delle mura. Sulla costa est, **Lindos**, con l’acropoli sopra le case bianche e la baia di San Paolo, è l’escursione classica. La Valle delle Farfalle, Filerimos e Prasonisi all’estremità sud, amata dai kitesurfer, completano il quadro.

### Come arrivare in traghetto

Dal **Pireo** i traghetti convenzionali impiegano circa 13-17 ore a seconda degli scali nel Dodecaneso o nelle Cicladi; la maggior parte viaggia di notte, quindi vale la pena prendere una cabina. Rodi è lo snodo del Dodecaneso: i catamarani veloci raggiungono **Symi** in circa un’ora e **Kos** in circa 2,5 ore, proseguendo per Kalymnos, Leros e Patmos. Ci sono anche collegamenti con Halki, Tilos, Nisyros, Karpathos e Kastellorizo. Per la Turchia, i veloci arrivano a **Marmaris** in circa un’ora.

### Quando andare

Rodi ha una delle stagioni estive più lunghe della Grecia, da aprile a novembre. Maggio, giugno, settembre e ottobre offrono mare caldo senza il caldo più intenso.

### Consigli

- I grandi traghetti e i catamarani non partono sempre dalla stessa banchina: controlla il punto d’imbarco sul biglietto.
- Per Marmaris serve il passaporto o, per i cittadini UE, una carta d’identità valida, secondo le regole d’ingresso in Turchia.
- Visita Lindos al mattino presto, prima che arrivino i pullman.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Rodi?',
            answer: 'Circa 13-17 ore con il traghetto convenzionale, a seconda della rotta e degli scali.',
          },
          {
            question: 'Posso visitare Symi in giornata?',
            answer:
              'Sì, catamarani e barche da escursione arrivano a Symi in circa un’ora e rientrano nel pomeriggio.',
          },
          {
            question: 'C’è un traghetto da Rodi per la Turchia?',
            answer: 'Sì, i veloci collegano Rodi a Marmaris in circa un’ora, con più corse in estate.',
          },
        ],
      },
      sq: {
        slug: 'rodos',
        title: 'Rodos: tragete, Qyteti Mesjetar dhe Dodekanezi',
        metaDescription:
          'Bileta trageti për Rodos nga Pireu dhe Dodekanezi, mjete të shpejta për Simi dhe Kos, lidhje me Marmarisin. Kohëzgjatja dhe këshilla.',
        summary:
          'Qyteti Mesjetar i Kalorësve, Lindosi dhe plazhe të gjata. Qendra e lidhjeve detare të Dodekanezit.',
        body: `Rodosi është ishulli më i madh i Dodekanezit dhe një nga destinacionet më të njohura të Greqisë. **Qyteti Mesjetar**, pjesë e Trashëgimisë Botërore të UNESCO-s, është ndër qytetet e fortifikuara më mirë të ruajtura në Evropë: ecni në Rrugën e Kalorësve, vizitoni Pallatin e Mjeshtrit të Madh dhe ndiqni muret. Në bregun lindor, **Lindosi** me akropolin mbi shtëpitë e bardha dhe gjirin e Shën Palit është ekskursioni klasik. Lugina e Fluturave, Filerimosi dhe Prasonisi në skajin jugor, i preferuar nga kitesurferët, e plotësojnë pamjen.

### Si të shkoni me traget

Nga **Pireu** tragetet konvencionale udhëtojnë rreth 13 deri në 17 orë, sipas ndalesave në Dodekanez ose në Ciklade; shumica e udhëtimeve bëhen natën, ndaj një kabinë ia vlen. Rodosi është nyja e Dodekanezit: katamaranët e shpejtë arrijnë në **Simi** për rreth një orë dhe në **Kos** për rreth 2,5 orë, duke vazhduar për në Kalimnos, Leros dhe Patmos. Ka edhe lidhje me Halkin, Tilosin, Nisirosin, Karpathosin dhe Kastelorizon. Për në Turqi, mjetet e shpejta arrijnë në **Marmaris** për rreth një orë.

### Kur të shkoni

Rodosi ka një nga sezonet verore më të gjata në Greqi, nga prilli deri në nëntor. Maji, qershori, shtatori dhe tetori ofrojnë det të ngrohtë pa vapën më të fortë të verës.

### Këshilla

- Tragetet e mëdha dhe katamaranët nuk nisen gjithmonë nga e njëjta skelë: kontrolloni në biletë pikën e hipjes.
- Për Marmarisin ju duhet pasaportë ose, për shtetasit e BE-së, kartë identiteti e vlefshme, sipas rregullave të hyrjes në Turqi.
- Vizitoni Lindosin herët në mëngjes, para se të mbërrijnë autobusët turistikë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Rodos?',
            answer: 'Rreth 13 deri në 17 orë me traget konvencional, sipas itinerarit dhe ndalesave.',
          },
          {
            question: 'A mund ta vizitoj Simin brenda një dite?',
            answer:
              'Po, katamaranët dhe varkat e ekskursioneve arrijnë në Simi për rreth një orë dhe kthehen pasdite.',
          },
          {
            question: 'A ka traget nga Rodosi për në Turqi?',
            answer:
              'Po, mjete të shpejta e lidhin Rodosin me Marmarisin për rreth një orë, më shpesh në verë.',
          },
        ],
      },
    },
  },
  {
    key: 'kos',
    portCodes: ['KGS'],
    region: 'dodecanese',
    coordinates: { lat: 36.8933, lng: 27.2887 },
    illustration: {
      scene: 'beach',
      palette: { sky: '#e2f0f7', sea: '#2b8cbe', land: '#e5d3a5', accent: '#6b8e23' },
    },
    related: ['kalymnos', 'rhodes', 'patmos'],
    text: {
      el: {
        slug: 'kos',
        title: 'Κως: πλοία για Κω, Κάλυμνο και Μπόντρουμ',
        metaDescription:
          'Εισιτήρια πλοίου για Κω από Πειραιά και Ρόδο, συνδέσεις με Κάλυμνο, Νίσυρο, Πάτμο και Μπόντρουμ. Διάρκεια ταξιδιού και πρακτικές συμβουλές.',
        summary:
          'Η πατρίδα του Ιπποκράτη, με το Ασκληπιείο, ποδηλατόδρομους και μακριές αμμουδιές. Κόμβος για Νίσυρο, Κάλυμνο και τα τουρκικά παράλια.',
        body: `Η Κως είναι ένα επίπεδο, πράσινο νησί με μεγάλες αμμουδιές και πλούσια ιστορία. Στην πόλη, δίπλα στο λιμάνι, στέκει το κάστρο των Ιωαννιτών Ιπποτών της **Νεραντζιάς** και ο γέρικος πλάτανος που η παράδοση συνδέει με τον **Ιπποκράτη**. Λίγα χιλιόμετρα έξω από την πόλη βρίσκεται το **Ασκληπιείο**, το αρχαίο θεραπευτήριο με θέα στα μικρασιατικά παράλια. Οι ποδηλατόδρομοι κάνουν το ποδήλατο τον πιο πρακτικό τρόπο μετακίνησης στην πόλη και στις κοντινές παραλίες. Το Τιγκάκι και το Μαρμάρι στον βορρά, η Καρδάμαινα και οι παραλίες της Κεφάλου στον νότο, και το ορεινό Ζιά με το ηλιοβασίλεμα, αξίζουν μια επίσκεψη.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** τα συμβατικά πλοία χρειάζονται περίπου 10 με 12 ώρες, συνήθως με στάσεις σε Πάτμο, Λέρο και Κάλυμνο. Τα καταμαράν της Δωδεκανήσου συνδέουν την Κω με τη **Ρόδο** σε περίπου 2,5 ώρες και με Κάλυμνο, Λέρο και Πάτμο. Από το λιμάνι του Μαστιχαρίου μικρά πλοία πηγαίνουν στην **Κάλυμνο** σε περίπου 30 με 40 λεπτά, ενώ η **Νίσυρος** με το ηφαίστειο είναι δημοφιλής ημερήσια εκδρομή. Για την Τουρκία, πλοία φτάνουν στο **Μπόντρουμ** σε λιγότερο από μία ώρα.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί για ποδήλατο και εκδρομές. Το μελτέμι φυσάει συχνά στη βόρεια ακτή τον Ιούλιο και τον Αύγουστο· τότε οι νότιες παραλίες είναι πιο ήρεμες.

### Χρήσιμες συμβουλές

- Νοικιάστε ποδήλατο για την πόλη· για την Κέφαλο και το Ζιά χρειάζεστε αυτοκίνητο ή λεωφορείο.
- Για το Μπόντρουμ έχετε μαζί διαβατήριο ή ταυτότητα, σύμφωνα με τους κανόνες εισόδου της Τουρκίας.
- Για τη Νίσυρο υπάρχουν εκδρομικά σκάφη από την Καρδάμαινα και την πόλη της Κω.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Κω;',
            answer: 'Περίπου 10 με 12 ώρες με συμβατικό πλοίο, ανάλογα με τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Πώς πάω από την Κω στο Μπόντρουμ;',
            answer:
              'Με πλοίο ή ταχύπλοο από το λιμάνι της Κω, σε λιγότερο από μία ώρα. Τα δρομολόγια είναι πυκνότερα το καλοκαίρι.',
          },
          {
            question: 'Ποιος είναι ο πιο γρήγορος τρόπος για την Κάλυμνο;',
            answer:
              'Το μικρό πλοίο από το Μαστιχάρι, σε περίπου 30 με 40 λεπτά. Υπάρχουν και καταμαράν από το λιμάνι της Κω.',
          },
        ],
      },
      en: {
        slug: 'kos',
        title: 'Kos: ferries to Kos, Kalymnos and Bodrum',
        metaDescription:
          'Ferry tickets to Kos from Piraeus and Rhodes, links with Kalymnos, Nisyros, Patmos and Bodrum. Crossing times and practical tips.',
        summary:
          'The birthplace of Hippocrates, with the Asklepion, cycle lanes and long sandy beaches. A hub for Nisyros, Kalymnos and the Turkish coast.',
        body: `Kos is a flat, green island with long beaches and a rich history. In town, right by the harbour, stand the Knights’ castle of **Neratzia** and the ancient plane tree that tradition links with **Hippocrates**. A few kilometres outside town lies the **Asklepion**, the ancient healing sanctuary with views to the Anatolian coast. Cycle lanes make a bike the most practical way to get around town and to nearby beaches. Tigaki and Marmari in the north, Kardamena and the beaches of Kefalos in the south, and the mountain village of Zia at sunset are all worth a visit.

### Getting there by ferry

From **Piraeus** conventional ferries take about 10 to 12 hours, usually calling at Patmos, Leros and Kalymnos. Dodecanese catamarans link Kos with **Rhodes** in about 2.5 hours and with Kalymnos, Leros and Patmos. From the harbour of Mastichari, small ferries reach **Kalymnos** in about 30 to 40 minutes, and volcanic **Nisyros** is a popular day trip. For Turkey, boats reach **Bodrum** in under an hour.

### When to go

From May to October. June and September are ideal for cycling and excursions. The meltemi often blows on the north coast in July and August; the southern beaches are calmer then.

### Tips

- Hire a bike for town; for Kefalos and Zia you need a car or the bus.
- For Bodrum, carry a passport or identity card in line with Turkey’s entry rules.
- For Nisyros, excursion boats leave from Kardamena and Kos Town.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Kos?',
            answer: 'About 10 to 12 hours by conventional ferry, depending on the stops.',
          },
          {
            question: 'How do I get from Kos to Bodrum?',
            answer:
              'By ferry or fast boat from Kos harbour, in under an hour. Sailings are more frequent in summer.',
          },
          {
            question: 'What is the quickest way to Kalymnos?',
            answer:
              'The small ferry from Mastichari, taking about 30 to 40 minutes. Catamarans also leave from Kos harbour.',
          },
        ],
      },
      de: {
        slug: 'kos',
        title: 'Kos: Fähren nach Kos, Kalymnos und Bodrum',
        metaDescription:
          'Fährtickets nach Kos ab Piräus und Rhodos, Verbindungen nach Kalymnos, Nisyros, Patmos und Bodrum. Fahrzeiten und praktische Tipps.',
        summary:
          'Die Heimat des Hippokrates, mit dem Asklepieion, Radwegen und langen Sandstränden. Ausgangspunkt für Nisyros, Kalymnos und die türkische Küste.',
        body: `Kos ist eine flache, grüne Insel mit langen Stränden und reicher Geschichte. In der Stadt, direkt am Hafen, stehen die Johanniterburg **Neratzia** und die alte Platane, die die Überlieferung mit **Hippokrates** verbindet. Wenige Kilometer außerhalb liegt das **Asklepieion**, das antike Heiligtum der Heilkunst mit Blick auf die anatolische Küste. Dank der Radwege ist das Fahrrad das praktischste Verkehrsmittel in der Stadt und zu den nahen Stränden. Tigaki und Marmari im Norden, Kardamena und die Strände von Kefalos im Süden sowie das Bergdorf Zia bei Sonnenuntergang lohnen einen Besuch.

### Anreise mit der Fähre

Ab **Piräus** brauchen konventionelle Fähren etwa 10 bis 12 Stunden, meist mit Stopps auf Patmos, Leros und Kalymnos. Katamarane des Dodekanes verbinden Kos in etwa 2,5 Stunden mit **Rhodos** sowie mit Kalymnos, Leros und Patmos. Vom Hafen Mastichari fahren kleine Fähren in etwa 30 bis 40 Minuten nach **Kalymnos**, und die Vulkaninsel **Nisyros** ist ein beliebter Tagesausflug. In die Türkei erreichen Boote **Bodrum** in weniger als einer Stunde.

### Beste Reisezeit

Von Mai bis Oktober. Juni und September sind ideal für Radtouren und Ausflüge. Im Juli und August weht an der Nordküste oft der Meltemi; die Südstrände sind dann ruhiger.

### Tipps

- Für die Stadt ein Fahrrad mieten; für Kefalos und Zia brauchen Sie Auto oder Bus.
- Für Bodrum Reisepass oder Personalausweis gemäß den türkischen Einreisebestimmungen mitnehmen.
- Nach Nisyros fahren Ausflugsboote ab Kardamena und Kos-Stadt.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Kos?',
            answer: 'Etwa 10 bis 12 Stunden mit der konventionellen Fähre, je nach Zwischenstopps.',
          },
          {
            question: 'Wie komme ich von Kos nach Bodrum?',
            answer:
              'Mit Fähre oder Schnellboot ab dem Hafen von Kos in weniger als einer Stunde, im Sommer häufiger.',
          },
          {
            question: 'Wie komme ich am schnellsten nach Kalymnos?',
            answer:
              'Mit der kleinen Fähre ab Mastichari in etwa 30 bis 40 Minuten. Katamarane fahren auch ab dem Hafen von Kos.',
          },
        ],
      },
      es: {
        slug: 'kos',
        title: 'Kos: ferris a Kos, Kalymnos y Bodrum',
        metaDescription:
          'Billetes de ferry a Kos desde El Pireo y Rodas, conexiones con Kalymnos, Nisyros, Patmos y Bodrum. Duración y consejos prácticos.',
        summary:
          'La patria de Hipócrates, con el Asclepeion, carriles bici y largas playas de arena. Punto de partida hacia Nisyros, Kalymnos y la costa turca.',
        body: `Kos es una isla llana y verde con largas playas y una rica historia. En la ciudad, junto al puerto, se alzan el castillo de los Caballeros de **Neratzia** y el viejo plátano que la tradición asocia con **Hipócrates**. A pocos kilómetros se encuentra el **Asclepeion**, el antiguo santuario de curación con vistas a la costa de Anatolia. Los carriles bici convierten la bicicleta en la forma más práctica de moverse por la ciudad y hasta las playas cercanas. Tigaki y Marmari en el norte, Kardamena y las playas de Kefalos en el sur y el pueblo de montaña de Zia al atardecer merecen una visita.

### Cómo llegar en ferry

Desde **El Pireo** los ferris convencionales tardan entre 10 y 12 horas, normalmente con escalas en Patmos, Leros y Kalymnos. Los catamaranes del Dodecaneso unen Kos con **Rodas** en unas 2,5 horas y con Kalymnos, Leros y Patmos. Desde el puerto de Mastichari, pequeños ferris llegan a **Kalymnos** en 30-40 minutos, y la volcánica **Nisyros** es una excursión de un día muy popular. Hacia Turquía, los barcos llegan a **Bodrum** en menos de una hora.

### Cuándo ir

De mayo a octubre. Junio y septiembre son ideales para la bicicleta y las excursiones. En julio y agosto el meltemi sopla a menudo en la costa norte; las playas del sur están entonces más tranquilas.

### Consejos

- Alquile una bicicleta para la ciudad; para Kefalos y Zia necesitará coche o autobús.
- Para ir a Bodrum, lleve pasaporte o documento de identidad según las normas de entrada de Turquía.
- Para Nisyros salen barcos de excursión desde Kardamena y la ciudad de Kos.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Kos?',
            answer: 'Entre 10 y 12 horas en ferry convencional, según las escalas.',
          },
          {
            question: '¿Cómo se va de Kos a Bodrum?',
            answer:
              'En ferry o barco rápido desde el puerto de Kos, en menos de una hora. En verano hay más salidas.',
          },
          {
            question: '¿Cuál es la forma más rápida de llegar a Kalymnos?',
            answer:
              'El pequeño ferry desde Mastichari, en unos 30-40 minutos. También hay catamaranes desde el puerto de Kos.',
          },
        ],
      },
      fr: {
        slug: 'kos',
        title: 'Kos : ferries pour Kos, Kalymnos et Bodrum',
        metaDescription:
          'Billets de ferry pour Kos depuis Le Pirée et Rhodes, liaisons avec Kalymnos, Nissyros, Patmos et Bodrum. Durées et conseils pratiques.',
        summary:
          'La patrie d’Hippocrate, avec l’Asclépiéion, des pistes cyclables et de longues plages de sable. Un point de départ vers Nissyros, Kalymnos et la côte turque.',
        body: `Kos est une île plate et verdoyante, aux longues plages et à l’histoire riche. En ville, au bord du port, se dressent le château des Chevaliers de **Neratzia** et le vieux platane que la tradition associe à **Hippocrate**. À quelques kilomètres se trouve l’**Asclépiéion**, l’ancien sanctuaire de la médecine qui regarde la côte anatolienne. Grâce aux pistes cyclables, le vélo est le moyen le plus pratique de circuler en ville et vers les plages proches. Tigaki et Marmari au nord, Kardamena et les plages de Kéfalos au sud, et le village de montagne de Zia au coucher du soleil méritent la visite.

### Y aller en ferry

Depuis **Le Pirée**, les ferries classiques mettent environ 10 à 12 heures, en général via Patmos, Léros et Kalymnos. Les catamarans du Dodécanèse relient Kos à **Rhodes** en 2 h 30 environ ainsi qu’à Kalymnos, Léros et Patmos. Depuis le port de Mastichari, de petits ferries rejoignent **Kalymnos** en 30 à 40 minutes, et **Nissyros** la volcanique est une excursion à la journée très prisée. Vers la Turquie, des bateaux rejoignent **Bodrum** en moins d’une heure.

### Quand partir

De mai à octobre. Juin et septembre sont idéaux pour le vélo et les excursions. En juillet et août, le meltem souffle souvent sur la côte nord ; les plages du sud sont alors plus calmes.

### Conseils

- Louez un vélo pour la ville ; pour Kéfalos et Zia, il faut une voiture ou le bus.
- Pour Bodrum, munissez-vous d’un passeport ou d’une carte d’identité selon les règles d’entrée en Turquie.
- Pour Nissyros, des bateaux d’excursion partent de Kardamena et de Kos-ville.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Kos ?',
            answer: 'Environ 10 à 12 heures en ferry classique, selon les escales.',
          },
          {
            question: 'Comment aller de Kos à Bodrum ?',
            answer:
              'En ferry ou en bateau rapide depuis le port de Kos, en moins d’une heure. Les départs sont plus fréquents en été.',
          },
          {
            question: 'Quel est le moyen le plus rapide pour Kalymnos ?',
            answer:
              'Le petit ferry de Mastichari, en 30 à 40 minutes environ. Des catamarans partent aussi du port de Kos.',
          },
        ],
      },
      it: {
        slug: 'kos',
        title: 'Kos: traghetti per Kos, Kalymnos e Bodrum',
        metaDescription:
          'Biglietti traghetto per Kos dal Pireo e da Rodi, collegamenti con Kalymnos, Nisyros, Patmos e Bodrum. Durata e consigli pratici.',
        summary:
          'La patria di Ippocrate, con l’Asclepieion, piste ciclabili e lunghe spiagge di sabbia. Punto di partenza per Nisyros, Kalymnos e la costa turca.',
        body: `Kos è un’isola pianeggiante e verde, con lunghe spiagge e una storia ricca. In città, proprio sul porto, si trovano il castello dei Cavalieri di **Neratzia** e il vecchio platano che la tradizione lega a **Ippocrate**. A pochi chilometri dalla città c’è l’**Asclepieion**, l’antico santuario della medicina con vista sulla costa anatolica. Le piste ciclabili fanno della bici il mezzo più pratico per girare in città e raggiungere le spiagge vicine. Tigaki e Marmari a nord, Kardamena e le spiagge di Kefalos a sud e il villaggio di montagna di Zia al tramonto meritano una visita.

### Come arrivare in traghetto

Dal **Pireo** i traghetti convenzionali impiegano circa 10-12 ore, di solito con scalo a Patmos, Leros e Kalymnos. I catamarani del Dodecaneso collegano Kos a **Rodi** in circa 2,5 ore e a Kalymnos, Leros e Patmos. Dal porto di Mastichari piccoli traghetti raggiungono **Kalymnos** in circa 30-40 minuti, mentre la vulcanica **Nisyros** è una gita in giornata molto amata. Per la Turchia, le barche arrivano a **Bodrum** in meno di un’ora.

### Quando andare

Da maggio a ottobre. Giugno e settembre sono ideali per la bici e le escursioni. A luglio e agosto il meltemi soffia spesso sulla costa nord; le spiagge del sud sono allora più tranquille.

### Consigli

- Noleggia una bici per la città; per Kefalos e Zia servono auto o autobus.
- Per Bodrum porta passaporto o carta d’identità secondo le regole d’ingresso in Turchia.
- Per Nisyros partono barche da escursione da Kardamena e da Kos città.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Kos?',
            answer: 'Circa 10-12 ore con il traghetto convenzionale, a seconda degli scali.',
          },
          {
            question: 'Come si va da Kos a Bodrum?',
            answer:
              'Con traghetto o barca veloce dal porto di Kos, in meno di un’ora. In estate le corse sono più frequenti.',
          },
          {
            question: 'Qual è il modo più rapido per Kalymnos?',
            answer:
              'Il piccolo traghetto da Mastichari, in circa 30-40 minuti. Ci sono anche catamarani dal porto di Kos.',
          },
        ],
      },
      sq: {
        slug: 'kos',
        title: 'Kos: tragete për Kos, Kalimnos dhe Bodrum',
        metaDescription:
          'Bileta trageti për Kos nga Pireu dhe Rodosi, lidhje me Kalimnosin, Nisirosin, Patmosin dhe Bodrumin. Kohëzgjatja dhe këshilla praktike.',
        summary:
          'Vendlindja e Hipokratit, me Asklepionin, korsi biçikletash dhe plazhe të gjata me rërë. Pikënisje për Nisiros, Kalimnos dhe bregun turk.',
        body: `Kosi është ishull i rrafshët dhe i gjelbër, me plazhe të gjata dhe histori të pasur. Në qytet, pranë portit, ngrihen kalaja e Kalorësve e **Neranxias** dhe rrapi i vjetër që tradita e lidh me **Hipokratin**. Disa kilometra jashtë qytetit ndodhet **Asklepioni**, shenjtërorja antike e shërimit me pamje nga bregu i Anadollit. Korsitë e biçikletave e bëjnë biçikletën mënyrën më praktike për të lëvizur në qytet dhe drejt plazheve të afërta. Tigaki dhe Marmari në veri, Kardamena dhe plazhet e Kefalosit në jug, si dhe fshati malor Zia në perëndim të diellit ia vlen të vizitohen.

### Si të shkoni me traget

Nga **Pireu** tragetet konvencionale udhëtojnë rreth 10 deri në 12 orë, zakonisht me ndalesa në Patmos, Leros dhe Kalimnos. Katamaranët e Dodekanezit e lidhin Kosin me **Rodosin** për rreth 2,5 orë, si dhe me Kalimnosin, Lerosin dhe Patmosin. Nga porti i Mastiharit, tragete të vogla arrijnë në **Kalimnos** për rreth 30 deri në 40 minuta, ndërsa **Nisirosi** vullkanik është ekskursion njëditor i preferuar. Për në Turqi, anijet arrijnë në **Bodrum** për më pak se një orë.

### Kur të shkoni

Nga maji deri në tetor. Qershori dhe shtatori janë idealë për biçikletë dhe ekskursione. Në korrik dhe gusht meltemi fryn shpesh në bregun verior; atëherë plazhet jugore janë më të qeta.

### Këshilla

- Merrni me qira një biçikletë për qytetin; për Kefalosin dhe Zian ju duhet makinë ose autobus.
- Për Bodrumin mbani pasaportë ose kartë identiteti sipas rregullave të hyrjes në Turqi.
- Për Nisirosin nisen varka ekskursionesh nga Kardamena dhe qyteti i Kosit.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Kos?',
            answer: 'Rreth 10 deri në 12 orë me traget konvencional, sipas ndalesave.',
          },
          {
            question: 'Si shkohet nga Kosi në Bodrum?',
            answer:
              'Me traget ose mjet të shpejtë nga porti i Kosit, për më pak se një orë. Në verë nisjet janë më të shpeshta.',
          },
          {
            question: 'Cila është mënyra më e shpejtë për në Kalimnos?',
            answer:
              'Trageti i vogël nga Mastihari, për rreth 30 deri në 40 minuta. Ka edhe katamaranë nga porti i Kosit.',
          },
        ],
      },
    },
  },
];
