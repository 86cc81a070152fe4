import type { SeedDestination } from '../types.ts';

export const NORTH_AEGEAN_B: SeedDestination[] = [
  {
    key: 'samos',
    portCodes: ['SMI', 'KRL', 'PYT'],
    region: 'east-aegean',
    coordinates: { lat: 37.7548, lng: 26.9777 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e3eef4', sea: '#23628e', land: '#6f8d4e', accent: '#a8432f' },
    },
    related: ['ikaria', 'chios', 'patmos', 'lesvos'],
    text: {
      el: {
        slug: 'samos',
        title: 'Σάμος: πλοία για Βαθύ, Καρλόβασι και Πυθαγόρειο',
        metaDescription:
          'Εισιτήρια πλοίου για Σάμο από Πειραιά, Ικαρία, Χίο και Πάτμο, σύνδεση με Κουσάντασι. Τρία λιμάνια, διάρκεια ταξιδιού και συμβουλές.',
        summary:
          'Η πατρίδα του Πυθαγόρα, με το Ευπαλίνειο όρυγμα, το Ηραίο, πράσινα βουνά και το γνωστό μοσχάτο κρασί.',
        body: `Η Σάμος είναι ένα πράσινο, ορεινό νησί απέναντι από τα μικρασιατικά παράλια. Το **Πυθαγόρειο**, χτισμένο στη θέση της αρχαίας πόλης, και το **Ηραίο**, το ιερό της Ήρας, είναι μνημεία παγκόσμιας κληρονομιάς της UNESCO. Εκεί βρίσκεται και το **Ευπαλίνειο όρυγμα**, ένα υδραγωγείο-σήραγγα του 6ου αιώνα π.Χ. που σκάφτηκε ταυτόχρονα από τις δύο πλευρές του βουνού, θαύμα της αρχαίας μηχανικής. Το **Βαθύ**, η πρωτεύουσα, απλώνεται γύρω από έναν βαθύ κόλπο, ενώ το **Κοκκάρι** είναι ψαροχώρι με παραλίες. Στα δυτικά, ο Κέρκης και οι καταρράκτες του Ποταμού προσφέρονται για πεζοπορία. Το **μοσχάτο** της Σάμου είναι από τα πιο γνωστά ελληνικά γλυκά κρασιά.

### Πώς θα φτάσετε με πλοίο

Η Σάμος έχει τρία λιμάνια: το **Βαθύ**, το **Καρλόβασι** στα βορειοδυτικά και το **Πυθαγόρειο** στα νότια. Από τον **Πειραιά** τα πλοία, συνήθως μέσω Σύρου και Ικαρίας, χρειάζονται περίπου 9 με 12 ώρες. Η Σάμος συνδέεται επίσης με **Ικαρία**, **Φούρνους**, **Χίο** και **Λέσβο**, ενώ από το Πυθαγόρειο ταχύπλοα πηγαίνουν στην **Πάτμο** και στα Δωδεκάνησα. Για την Τουρκία, πλοία από το Βαθύ φτάνουν στο **Κουσάντασι** σε περίπου 1,5 ώρα, αφετηρία για την αρχαία Έφεσο.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Η άνοιξη είναι ιδανική για πεζοπορία και τα αρχαία, ο Σεπτέμβριος για θάλασσα και τον τρύγο.

### Χρήσιμες συμβουλές

- Διαλέξτε λιμάνι ανάλογα με το πού θα μείνετε: οι αποστάσεις στο νησί είναι μεγαλύτερες απ’ ό,τι φαίνονται.
- Το Ευπαλίνειο έχει περιορισμένο αριθμό επισκεπτών ανά ξενάγηση· ελέγξτε ώρες και εισιτήρια.
- Για το Κουσάντασι χρειάζεστε διαβατήριο ή ταυτότητα, ανάλογα με τους κανόνες εισόδου της Τουρκίας.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Σάμο;',
            answer: 'Περίπου 9 με 12 ώρες, ανάλογα με το λιμάνι άφιξης και τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Σε ποιο λιμάνι της Σάμου να πάω;',
            answer:
              'Στο Βαθύ για την πρωτεύουσα και το Κοκκάρι, στο Καρλόβασι για τα δυτικά και στο Πυθαγόρειο για τα νότια και τις συνδέσεις με Πάτμο.',
          },
          {
            question: 'Μπορώ να πάω στην Έφεσο από τη Σάμο;',
            answer:
              'Ναι, με πλοίο για το Κουσάντασι σε περίπου 1,5 ώρα και από εκεί οδικώς σε περίπου 20 λεπτά.',
          },
        ],
      },
      en: {
        slug: 'samos',
        title: 'Samos: ferries to Vathy, Karlovasi and Pythagorio',
        metaDescription:
          'Ferry tickets to Samos from Piraeus, Ikaria, Chios and Patmos, and the link to Kuşadası. Three ports, crossing times and tips.',
        summary:
          'The birthplace of Pythagoras, with the Tunnel of Eupalinos, the Heraion, green mountains and renowned Muscat wine.',
        body: `Samos is a green, mountainous island facing the Anatolian coast. **Pythagorio**, built on the site of the ancient city, and the **Heraion**, the sanctuary of Hera, are UNESCO World Heritage Sites. Here too is the **Tunnel of Eupalinos**, a 6th-century BC aqueduct dug simultaneously from both sides of the mountain, a marvel of ancient engineering. **Vathy**, the capital, curves around a deep bay, while **Kokkari** is a fishing village with beaches. In the west, Mount Kerkis and the waterfalls of Potami are good for walking. Samos **Muscat** is one of Greece’s best-known sweet wines.

### Getting there by ferry

Samos has three ports: **Vathy**, **Karlovasi** in the north-west and **Pythagorio** in the south. From **Piraeus** ferries, usually via Syros and Ikaria, take about 9 to 12 hours. Samos is also linked with **Ikaria**, **Fourni**, **Chios** and **Lesvos**, and from Pythagorio fast boats run to **Patmos** and the Dodecanese. For Turkey, ferries from Vathy reach **Kuşadası** in about 1.5 hours, the gateway to ancient Ephesus.

### When to go

From May to October. Spring is ideal for walking and the ancient sites, September for swimming and the grape harvest.

### Tips

- Choose your port by where you are staying: distances on the island are longer than they look.
- The Tunnel of Eupalinos limits visitor numbers per tour; check times and tickets.
- For Kuşadası you need a passport or identity card, depending on Turkey’s entry rules.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Samos?',
            answer: 'About 9 to 12 hours, depending on the port of arrival and the stops.',
          },
          {
            question: 'Which port on Samos should I use?',
            answer:
              'Vathy for the capital and Kokkari, Karlovasi for the west, and Pythagorio for the south and the links to Patmos.',
          },
          {
            question: 'Can I visit Ephesus from Samos?',
            answer: 'Yes, take the ferry to Kuşadası, about 1.5 hours, and then drive about 20 minutes.',
          },
        ],
      },
      de: {
        slug: 'samos',
        title: 'Samos: Fähren nach Vathy, Karlovasi und Pythagorio',
        metaDescription:
          'Fährtickets nach Samos ab Piräus, Ikaria, Chios und Patmos sowie nach Kuşadası. Drei Häfen, Fahrzeiten und Tipps.',
        summary:
          'Die Heimat des Pythagoras, mit dem Tunnel des Eupalinos, dem Heraion, grünen Bergen und berühmtem Muskatwein.',
        body: `Samos ist eine grüne, gebirgige Insel gegenüber der anatolischen Küste. **Pythagorio**, auf dem Gelände der antiken Stadt erbaut, und das **Heraion**, das Heiligtum der Hera, sind UNESCO-Welterbe. Hier liegt auch der **Tunnel des Eupalinos**, eine Wasserleitung aus dem 6. Jahrhundert v. Chr., die gleichzeitig von beiden Seiten des Berges gegraben wurde – ein Meisterwerk antiker Ingenieurskunst. **Vathy**, der Hauptort, zieht sich um eine tiefe Bucht, und **Kokkari** ist ein Fischerdorf mit Stränden. Im Westen laden der Kerkis und die Wasserfälle von Potami zum Wandern ein. Der **Muskatwein** von Samos gehört zu den bekanntesten Süßweinen Griechenlands.

### Anreise mit der Fähre

Samos hat drei Häfen: **Vathy**, **Karlovasi** im Nordwesten und **Pythagorio** im Süden. Ab **Piräus** brauchen die Fähren, meist über Syros und Ikaria, etwa 9 bis 12 Stunden. Samos ist außerdem mit **Ikaria**, **Fourni**, **Chios** und **Lesbos** verbunden, und ab Pythagorio fahren Schnellboote nach **Patmos** und in den Dodekanes. In die Türkei erreichen Fähren ab Vathy **Kuşadası** in etwa 1,5 Stunden, das Tor zum antiken Ephesos.

### Beste Reisezeit

Von Mai bis Oktober. Der Frühling ist ideal zum Wandern und für die antiken Stätten, der September zum Baden und zur Weinlese.

### Tipps

- Wählen Sie den Hafen nach Ihrer Unterkunft: Die Entfernungen auf der Insel sind größer, als sie wirken.
- Der Tunnel des Eupalinos begrenzt die Teilnehmerzahl pro Führung; prüfen Sie Zeiten und Tickets.
- Für Kuşadası brauchen Sie je nach türkischen Einreisebestimmungen Reisepass oder Personalausweis.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Samos?',
            answer: 'Etwa 9 bis 12 Stunden, je nach Ankunftshafen und Zwischenstopps.',
          },
          {
            question: 'Welchen Hafen auf Samos soll ich wählen?',
            answer:
              'Vathy für den Hauptort und Kokkari, Karlovasi für den Westen, Pythagorio für den Süden und die Verbindungen nach Patmos.',
          },
          {
            question: 'Kann ich von Samos aus Ephesos besuchen?',
            answer:
              'Ja, mit der Fähre nach Kuşadası in etwa 1,5 Stunden und von dort rund 20 Minuten mit dem Auto.',
          },
        ],
      },
      es: {
        slug: 'samos',
        title: 'Samos: ferris a Vathy, Karlovasi y Pitagorio',
        metaDescription:
          'Billetes de ferry a Samos desde El Pireo, Icaria, Quíos y Patmos, y la conexión con Kuşadası. Tres puertos, duración y consejos.',
        summary:
          'La patria de Pitágoras, con el túnel de Eupalinos, el Hereo, montañas verdes y su célebre vino moscatel.',
        body: `Samos es una isla verde y montañosa frente a la costa de Anatolia. **Pitagorio**, construido sobre la ciudad antigua, y el **Hereo**, el santuario de Hera, son Patrimonio Mundial de la UNESCO. Allí está también el **túnel de Eupalinos**, un acueducto del siglo VI a. C. excavado a la vez desde ambos lados de la montaña, una maravilla de la ingeniería antigua. **Vathy**, la capital, rodea una bahía profunda, y **Kokkari** es un pueblo pesquero con playas. En el oeste, el monte Kerkis y las cascadas de Potami invitan a caminar. El **moscatel** de Samos es uno de los vinos dulces más conocidos de Grecia.

### Cómo llegar en ferry

Samos tiene tres puertos: **Vathy**, **Karlovasi** en el noroeste y **Pitagorio** en el sur. Desde **El Pireo** los barcos, normalmente vía Syros e Icaria, tardan entre 9 y 12 horas. Samos se conecta también con **Icaria**, **Fourni**, **Quíos** y **Lesbos**, y desde Pitagorio salen barcos rápidos a **Patmos** y el Dodecaneso. Hacia Turquía, los barcos desde Vathy llegan a **Kuşadası** en alrededor de 1,5 horas, puerta de entrada a la antigua Éfeso.

### Cuándo ir

De mayo a octubre. La primavera es ideal para caminar y visitar los yacimientos; septiembre, para bañarse y vivir la vendimia.

### Consejos

- Elija el puerto según dónde se aloje: las distancias en la isla son mayores de lo que parecen.
- El túnel de Eupalinos limita el número de visitantes por visita; consulte horarios y entradas.
- Para Kuşadası necesita pasaporte o documento de identidad, según las normas de entrada de Turquía.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Samos?',
            answer: 'Entre 9 y 12 horas, según el puerto de llegada y las escalas.',
          },
          {
            question: '¿A qué puerto de Samos me conviene ir?',
            answer:
              'A Vathy para la capital y Kokkari, a Karlovasi para el oeste y a Pitagorio para el sur y las conexiones con Patmos.',
          },
          {
            question: '¿Puedo visitar Éfeso desde Samos?',
            answer:
              'Sí, en ferry a Kuşadası, alrededor de 1,5 horas, y desde allí unos 20 minutos por carretera.',
          },
        ],
      },
      fr: {
        slug: 'samos',
        title: 'Samos : ferries pour Vathy, Karlovassi et Pythagório',
        metaDescription:
          'Billets de ferry pour Samos depuis Le Pirée, Ikaria, Chios et Patmos, et liaison avec Kuşadası. Trois ports, durées et conseils.',
        summary:
          'La patrie de Pythagore, avec le tunnel d’Eupalinos, l’Héraion, des montagnes verdoyantes et son célèbre muscat.',
        body: `Samos est une île verte et montagneuse face à la côte anatolienne. **Pythagório**, bâtie sur le site de la cité antique, et l’**Héraion**, le sanctuaire d’Héra, sont inscrits au patrimoine mondial de l’UNESCO. On y trouve aussi le **tunnel d’Eupalinos**, un aqueduc du VIe siècle av. J.-C. creusé simultanément des deux côtés de la montagne, prouesse de l’ingénierie antique. **Vathy**, le chef-lieu, s’arrondit autour d’une baie profonde, et **Kokkari** est un village de pêcheurs bordé de plages. À l’ouest, le mont Kerkis et les cascades de Potami se prêtent à la randonnée. Le **muscat** de Samos est l’un des vins doux les plus réputés de Grèce.

### Y aller en ferry

Samos compte trois ports : **Vathy**, **Karlovassi** au nord-ouest et **Pythagório** au sud. Depuis **Le Pirée**, les ferries, généralement via Syros et Ikaria, mettent environ 9 à 12 heures. Samos est aussi reliée à **Ikaria**, **Fourni**, **Chios** et **Lesbos**, et depuis Pythagório des rapides desservent **Patmos** et le Dodécanèse. Vers la Turquie, des bateaux partent de Vathy pour **Kuşadası** en 1 h 30 environ, porte d’accès à l’antique Éphèse.

### Quand partir

De mai à octobre. Le printemps est idéal pour la randonnée et les sites antiques, septembre pour la baignade et les vendanges.

### Conseils

- Choisissez le port selon votre hébergement : les distances sur l’île sont plus longues qu’il n’y paraît.
- Le tunnel d’Eupalinos limite le nombre de visiteurs par visite ; vérifiez horaires et billets.
- Pour Kuşadası, il faut un passeport ou une carte d’identité selon les règles d’entrée en Turquie.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Samos ?',
            answer: 'Environ 9 à 12 heures, selon le port d’arrivée et les escales.',
          },
          {
            question: 'Quel port choisir à Samos ?',
            answer:
              'Vathy pour le chef-lieu et Kokkari, Karlovassi pour l’ouest, Pythagório pour le sud et les liaisons vers Patmos.',
          },
          {
            question: 'Peut-on visiter Éphèse depuis Samos ?',
            answer:
              'Oui, en ferry jusqu’à Kuşadası, en 1 h 30 environ, puis une vingtaine de minutes par la route.',
          },
        ],
      },
      it: {
        slug: 'samos',
        title: 'Samos: traghetti per Vathy, Karlovasi e Pythagorio',
        metaDescription:
          'Biglietti traghetto per Samos dal Pireo, da Ikaria, Chios e Patmos, e il collegamento con Kuşadası. Tre porti, durata e consigli.',
        summary:
          'La patria di Pitagora, con il tunnel di Eupalino, l’Heraion, montagne verdi e il celebre moscato.',
        body: `Samos è un’isola verde e montuosa di fronte alla costa anatolica. **Pythagorio**, costruita sul sito della città antica, e l’**Heraion**, il santuario di Era, sono Patrimonio dell’Umanità UNESCO. Qui si trova anche il **tunnel di Eupalino**, un acquedotto del VI secolo a.C. scavato contemporaneamente dai due lati della montagna, un capolavoro dell’ingegneria antica. **Vathy**, il capoluogo, si stende intorno a una baia profonda, mentre **Kokkari** è un villaggio di pescatori con belle spiagge. A ovest, il monte Kerkis e le cascate di Potami sono ideali per camminare. Il **moscato** di Samos è uno dei vini dolci greci più famosi.

### Come arrivare in traghetto

Samos ha tre porti: **Vathy**, **Karlovasi** a nord-ovest e **Pythagorio** a sud. Dal **Pireo** i traghetti, di solito via Syros e Ikaria, impiegano circa 9-12 ore. Samos è collegata anche con **Ikaria**, **Fourni**, **Chios** e **Lesbo**, e da Pythagorio partono veloci per **Patmos** e il Dodecaneso. Per la Turchia, i traghetti da Vathy arrivano a **Kuşadası** in circa 1,5 ore, porta d’accesso all’antica Efeso.

### Quando andare

Da maggio a ottobre. La primavera è ideale per camminare e visitare i siti antichi, settembre per il mare e la vendemmia.

### Consigli

- Scegli il porto in base a dove alloggi: le distanze sull’isola sono maggiori di quanto sembri.
- Il tunnel di Eupalino limita il numero di visitatori per visita; controlla orari e biglietti.
- Per Kuşadası serve il passaporto o la carta d’identità, secondo le regole d’ingresso in Turchia.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Samos?',
            answer: 'Circa 9-12 ore, a seconda del porto d’arrivo e degli scali.',
          },
          {
            question: 'In quale porto di Samos conviene arrivare?',
            answer:
              'A Vathy per il capoluogo e Kokkari, a Karlovasi per l’ovest, a Pythagorio per il sud e i collegamenti con Patmos.',
          },
          {
            question: 'Posso visitare Efeso da Samos?',
            answer: 'Sì, con il traghetto per Kuşadası in circa 1,5 ore e poi una ventina di minuti in auto.',
          },
        ],
      },
      sq: {
        slug: 'samos',
        title: 'Samos: tragete për Vathi, Karlovasi dhe Pitagorio',
        metaDescription:
          'Bileta trageti për Samos nga Pireu, Ikaria, Kio dhe Patmosi, si dhe lidhja me Kushadasin. Tre porte, kohëzgjatja dhe këshilla.',
        summary:
          'Vendlindja e Pitagorës, me tunelin e Eupalinit, Heraionin, male të gjelbra dhe verën e njohur muskat.',
        body: `Samosi është ishull i gjelbër dhe malor përballë bregut të Anadollit. **Pitagorio**, i ndërtuar mbi vendin e qytetit antik, dhe **Heraioni**, shenjtërorja e Herës, janë Trashëgimi Botërore e UNESCO-s. Këtu ndodhet edhe **tuneli i Eupalinit**, një ujësjellës i shekullit VI p.e.s. i gërmuar njëkohësisht nga të dyja anët e malit, një mrekulli e inxhinierisë antike. **Vathi**, kryeqendra, shtrihet rreth një gjiri të thellë, ndërsa **Kokari** është fshat peshkatarësh me plazhe. Në perëndim, mali Kerkis dhe ujëvarat e Potamit janë të mira për ecje. **Muskati** i Samosit është një nga verërat e ëmbla më të njohura të Greqisë.

### Si të shkoni me traget

Samosi ka tre porte: **Vathin**, **Karlovasin** në veriperëndim dhe **Pitagorion** në jug. Nga **Pireu** tragetet, zakonisht nëpërmjet Sirosit dhe Ikarias, udhëtojnë rreth 9 deri në 12 orë. Samosi lidhet gjithashtu me **Ikarian**, **Furnin**, **Kion** dhe **Lesbosin**, ndërsa nga Pitagorio nisen mjete të shpejta për në **Patmos** dhe Dodekanez. Për në Turqi, anijet nga Vathi arrijnë në **Kushadas** për rreth 1,5 orë, porta drejt Efesit antik.

### Kur të shkoni

Nga maji deri në tetor. Pranvera është ideale për ecje dhe vendet antike, shtatori për not dhe vjeljen e rrushit.

### Këshilla

- Zgjidhni portin sipas vendit ku do të qëndroni: distancat në ishull janë më të mëdha se sa duken.
- Tuneli i Eupalinit kufizon numrin e vizitorëve për çdo guidë; kontrolloni oraret dhe biletat.
- Për Kushadasin ju duhet pasaportë ose kartë identiteti, sipas rregullave të hyrjes në Turqi.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Samos?',
            answer: 'Rreth 9 deri në 12 orë, sipas portit të mbërritjes dhe ndalesave.',
          },
          {
            question: 'Në cilin port të Samosit të shkoj?',
            answer:
              'Në Vathi për kryeqendrën dhe Kokarin, në Karlovasi për perëndimin dhe në Pitagorio për jugun dhe lidhjet me Patmosin.',
          },
          {
            question: 'A mund ta vizitoj Efesin nga Samosi?',
            answer:
              'Po, me traget për në Kushadas për rreth 1,5 orë dhe prej andej rreth 20 minuta me makinë.',
          },
        ],
      },
    },
  },
  {
    key: 'ikaria',
    portCodes: ['JIK', 'EVD'],
    region: 'east-aegean',
    coordinates: { lat: 37.6044, lng: 26.1614 },
    illustration: {
      scene: 'sunset-sea',
      palette: { sky: '#f3c98b', sea: '#1f4e79', land: '#6b7f4a', accent: '#e76f51' },
    },
    related: ['samos', 'chios', 'mykonos'],
    text: {
      el: {
        slug: 'ikaria',
        title: 'Ικαρία: πλοία για Άγιο Κήρυκο και Εύδηλο',
        metaDescription:
          'Εισιτήρια πλοίου για Ικαρία από Πειραιά και Σάμο: λιμάνια Άγιος Κήρυκος και Εύδηλος, διάρκεια ταξιδιού, πανηγύρια και παραλίες.',
        summary:
          'Το νησί της μακροζωίας και των πανηγυριών, με άγρια βουνά, ιαματικές πηγές και παραλίες όπως ο Νας και οι Σεϋχέλλες.',
        body: `Η Ικαρία είναι γνωστή διεθνώς ως μία από τις «μπλε ζώνες», τους τόπους όπου οι άνθρωποι ζουν περισσότερο από τον μέσο όρο. Ο αργός ρυθμός ζωής, η απλή κουζίνα με χόρτα, όσπρια και ντόπιο κρασί, και τα ορεινά χωριά κάτω από τον Αθέρα εξηγούν εν μέρει τη φήμη της. Στον **Χριστό των Ραχών** τα μαγαζιά ανοίγουν συχνά αργά το βράδυ. Το καλοκαίρι, τα **πανηγύρια** με ζωντανή μουσική και τον ικαριώτικο χορό κρατούν ως το πρωί. Στη βόρεια ακτή, ο **Νας** με τα ερείπια του ναού της Αρτέμιδας και το Λιβάδι στον Αρμενιστή, και στη νότια οι **Σεϋχέλλες** με τα κρυστάλλινα νερά, είναι οι πιο γνωστές παραλίες. Στις **Θέρμες**, κοντά στον Άγιο Κήρυκο, λειτουργούν ιαματικές πηγές.

### Πώς θα φτάσετε με πλοίο

Η Ικαρία έχει δύο κύρια λιμάνια: τον **Άγιο Κήρυκο** στη νότια ακτή και τον **Εύδηλο** στη βόρεια. Από τον **Πειραιά** το ταξίδι διαρκεί περίπου 7 με 10 ώρες, ανάλογα με το λιμάνι και τις στάσεις σε Σύρο, Πάρο, Νάξο ή Μύκονο. Η **Σάμος** απέχει περίπου 1,5 με 2 ώρες, οι **Φούρνοι** 30 λεπτά έως μία ώρα, και υπάρχουν συνδέσεις με Χίο και Πάτμο.

### Πότε να πάτε

Από τον Ιούνιο ως τον Σεπτέμβριο, με τα περισσότερα πανηγύρια τον Ιούλιο και τον Αύγουστο. Η βόρεια ακτή δέχεται έντονα μελτέμια· η άνοιξη και το φθινόπωρο είναι ιδανικά για πεζοπορία.

### Χρήσιμες συμβουλές

- Τα δύο λιμάνια απέχουν περίπου 1 ώρα οδικώς· κλείστε εισιτήριο για εκείνο που είναι πιο κοντά στο κατάλυμά σας.
- Ένα αυτοκίνητο είναι σχεδόν απαραίτητο, γιατί οι συγκοινωνίες είναι αραιές.
- Σε περίπτωση δυνατού αέρα, τα πλοία μπορεί να αλλάξουν λιμάνι· παρακολουθείτε τις ανακοινώσεις της εταιρείας.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Ικαρία;',
            answer: 'Περίπου 7 με 10 ώρες, ανάλογα με το λιμάνι άφιξης και τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Άγιος Κήρυκος ή Εύδηλος;',
            answer:
              'Ο Εύδηλος είναι πιο κοντά στον Αρμενιστή και τα βόρεια χωριά, ο Άγιος Κήρυκος στις Θέρμες και τη νότια ακτή.',
          },
          {
            question: 'Πότε γίνονται τα πανηγύρια;',
            answer:
              'Κυρίως τον Ιούλιο και τον Αύγουστο, σε διάφορα χωριά, με αποκορύφωμα γύρω στον Δεκαπενταύγουστο.',
          },
        ],
      },
      en: {
        slug: 'ikaria',
        title: 'Ikaria: ferries to Agios Kirykos and Evdilos',
        metaDescription:
          'Ferry tickets to Ikaria from Piraeus and Samos: the ports of Agios Kirykos and Evdilos, crossing times, village festivals and beaches.',
        summary:
          'The island of longevity and village festivals, with wild mountains, hot springs and beaches such as Nas and Seychelles.',
        body: `Ikaria is known worldwide as one of the “blue zones”, places where people live well beyond the average. A slow pace of life, simple food based on greens, pulses and local wine, and mountain villages beneath Mount Atheras partly explain its reputation. In **Christos Raches** shops often open late in the evening. In summer the **panigyria**, village festivals with live music and the Ikarian dance, go on until dawn. On the north coast, **Nas**, with the ruins of a temple of Artemis, and Livadi at Armenistis, and on the south coast the clear waters of **Seychelles**, are the best-known beaches. At **Therma**, near Agios Kirykos, there are thermal springs.

### Getting there by ferry

Ikaria has two main ports: **Agios Kirykos** on the south coast and **Evdilos** on the north. From **Piraeus** the crossing takes about 7 to 10 hours, depending on the port and stops at Syros, Paros, Naxos or Mykonos. **Samos** is about 1.5 to 2 hours away, **Fourni** 30 minutes to an hour, and there are links with Chios and Patmos.

### When to go

From June to September, with most festivals in July and August. The north coast takes strong meltemi winds; spring and autumn are ideal for walking.

### Tips

- The two ports are about an hour apart by road; book the one closer to where you are staying.
- A car is almost essential, as public transport is sparse.
- In strong winds ferries may switch ports; keep an eye on the company’s announcements.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Ikaria?',
            answer: 'About 7 to 10 hours, depending on the port of arrival and the stops.',
          },
          {
            question: 'Agios Kirykos or Evdilos?',
            answer:
              'Evdilos is closer to Armenistis and the northern villages, Agios Kirykos to Therma and the south coast.',
          },
          {
            question: 'When are the village festivals?',
            answer: 'Mainly in July and August in different villages, peaking around 15 August.',
          },
        ],
      },
      de: {
        slug: 'ikaria',
        title: 'Ikaria: Fähren nach Agios Kirykos und Evdilos',
        metaDescription:
          'Fährtickets nach Ikaria ab Piräus und Samos: Häfen Agios Kirykos und Evdilos, Fahrzeiten, Dorffeste und Strände.',
        summary:
          'Die Insel der Langlebigkeit und der Dorffeste, mit wilden Bergen, heißen Quellen und Stränden wie Nas und Seychelles.',
        body: `Ikaria ist weltweit als eine der „Blauen Zonen“ bekannt, Orte, an denen Menschen deutlich älter werden als im Durchschnitt. Ein langsamer Lebensrhythmus, einfache Küche mit Wildkräutern, Hülsenfrüchten und lokalem Wein sowie die Bergdörfer unter dem Atheras erklären den Ruf zum Teil. In **Christos Raches** öffnen die Läden oft erst am späten Abend. Im Sommer dauern die **Panigyria**, Dorffeste mit Livemusik und ikarischem Tanz, bis zum Morgengrauen. An der Nordküste sind **Nas** mit den Ruinen eines Artemistempels und Livadi bei Armenistis, an der Südküste das klare Wasser von **Seychelles** die bekanntesten Strände. In **Therma** bei Agios Kirykos gibt es Thermalquellen.

### Anreise mit der Fähre

Ikaria hat zwei Haupthäfen: **Agios Kirykos** an der Südküste und **Evdilos** im Norden. Ab **Piräus** dauert die Überfahrt je nach Hafen und Stopps auf Syros, Paros, Naxos oder Mykonos etwa 7 bis 10 Stunden. **Samos** ist etwa 1,5 bis 2 Stunden entfernt, **Fourni** 30 Minuten bis eine Stunde, dazu kommen Verbindungen nach Chios und Patmos.

### Beste Reisezeit

Von Juni bis September, die meisten Feste finden im Juli und August statt. Die Nordküste ist dem Meltemi stark ausgesetzt; Frühling und Herbst sind ideal zum Wandern.

### Tipps

- Die beiden Häfen liegen etwa eine Autostunde auseinander; buchen Sie den, der Ihrer Unterkunft näher liegt.
- Ein Auto ist fast unverzichtbar, der Nahverkehr ist spärlich.
- Bei starkem Wind können Fähren den Hafen wechseln; verfolgen Sie die Mitteilungen der Reederei.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Ikaria?',
            answer: 'Etwa 7 bis 10 Stunden, je nach Ankunftshafen und Zwischenstopps.',
          },
          {
            question: 'Agios Kirykos oder Evdilos?',
            answer:
              'Evdilos liegt näher an Armenistis und den Dörfern im Norden, Agios Kirykos näher an Therma und der Südküste.',
          },
          {
            question: 'Wann finden die Dorffeste statt?',
            answer: 'Vor allem im Juli und August in verschiedenen Dörfern, mit Höhepunkt um den 15. August.',
          },
        ],
      },
      es: {
        slug: 'icaria',
        title: 'Icaria: ferris a Agios Kirykos y Evdilos',
        metaDescription:
          'Billetes de ferry a Icaria desde El Pireo y Samos: los puertos de Agios Kirykos y Evdilos, duración, fiestas populares y playas.',
        summary:
          'La isla de la longevidad y de las fiestas populares, con montañas agrestes, aguas termales y playas como Nas y Seychelles.',
        body: `Icaria es conocida en todo el mundo como una de las «zonas azules», lugares donde la gente vive bastante más que la media. Un ritmo de vida pausado, una cocina sencilla a base de verduras silvestres, legumbres y vino local, y los pueblos de montaña bajo el monte Atheras explican en parte su fama. En **Christos Raches** las tiendas abren a menudo ya entrada la noche. En verano, los **panigyria**, fiestas de pueblo con música en directo y el baile icario, duran hasta el amanecer. En la costa norte, **Nas**, con las ruinas de un templo de Artemisa, y Livadi en Armenistis, y en la sur las aguas cristalinas de **Seychelles**, son las playas más conocidas. En **Therma**, cerca de Agios Kirykos, hay aguas termales.

### Cómo llegar en ferry

Icaria tiene dos puertos principales: **Agios Kirykos**, en la costa sur, y **Evdilos**, en la norte. Desde **El Pireo** la travesía dura entre 7 y 10 horas, según el puerto y las escalas en Syros, Paros, Naxos o Mykonos. **Samos** está a 1,5-2 horas, **Fourni** a entre 30 minutos y una hora, y hay conexiones con Quíos y Patmos.

### Cuándo ir

De junio a septiembre, con la mayoría de las fiestas en julio y agosto. La costa norte recibe un meltemi intenso; la primavera y el otoño son ideales para caminar.

### Consejos

- Los dos puertos están a alrededor de una hora por carretera; reserve el más cercano a su alojamiento.
- Un coche es casi imprescindible, porque el transporte público es escaso.
- Con viento fuerte, los barcos pueden cambiar de puerto; esté atento a los avisos de la compañía.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Icaria?',
            answer: 'Entre 7 y 10 horas, según el puerto de llegada y las escalas.',
          },
          {
            question: '¿Agios Kirykos o Evdilos?',
            answer:
              'Evdilos queda más cerca de Armenistis y los pueblos del norte; Agios Kirykos, de Therma y la costa sur.',
          },
          {
            question: '¿Cuándo son las fiestas de los pueblos?',
            answer:
              'Sobre todo en julio y agosto, en distintos pueblos, con el punto álgido en torno al 15 de agosto.',
          },
        ],
      },
      fr: {
        slug: 'ikaria',
        title: 'Ikaria : ferries pour Agios Kirykos et Evdilos',
        metaDescription:
          'Billets de ferry pour Ikaria depuis Le Pirée et Samos : ports d’Agios Kirykos et d’Evdilos, durées, fêtes de village et plages.',
        summary:
          'L’île de la longévité et des fêtes de village, aux montagnes sauvages, aux sources chaudes et aux plages comme Nas et Seychelles.',
        body: `Ikaria est connue dans le monde entier comme l’une des « zones bleues », ces lieux où l’on vit bien plus longtemps que la moyenne. Un rythme de vie lent, une cuisine simple à base d’herbes sauvages, de légumineuses et de vin local, et des villages de montagne au pied de l’Atheras expliquent en partie sa réputation. À **Christos Raches**, les commerces ouvrent souvent tard le soir. En été, les **panigyria**, fêtes de village avec musique live et danse ikarienne, se prolongent jusqu’à l’aube. Sur la côte nord, **Nas**, avec les ruines d’un temple d’Artémis, et Livadi à Armenistis, et sur la côte sud les eaux limpides de **Seychelles**, sont les plages les plus connues. À **Therma**, près d’Agios Kirykos, jaillissent des sources thermales.

### Y aller en ferry

Ikaria compte deux ports principaux : **Agios Kirykos** sur la côte sud et **Evdilos** au nord. Depuis **Le Pirée**, la traversée dure environ 7 à 10 heures selon le port et les escales à Syros, Paros, Naxos ou Mykonos. **Samos** est à 1 h 30 - 2 h, **Fourni** à 30 minutes ou une heure, et des liaisons desservent Chios et Patmos.

### Quand partir

De juin à septembre, avec la plupart des fêtes en juillet et août. La côte nord est exposée à un meltem soutenu ; le printemps et l’automne sont idéaux pour randonner.

### Conseils

- Les deux ports sont à environ une heure de route l’un de l’autre ; réservez celui qui est le plus proche de votre hébergement.
- Une voiture est presque indispensable, les transports publics étant rares.
- Par vent fort, les ferries peuvent changer de port ; suivez les annonces de la compagnie.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Ikaria ?',
            answer: 'Environ 7 à 10 heures, selon le port d’arrivée et les escales.',
          },
          {
            question: 'Agios Kirykos ou Evdilos ?',
            answer:
              'Evdilos est plus proche d’Armenistis et des villages du nord, Agios Kirykos de Therma et de la côte sud.',
          },
          {
            question: 'Quand ont lieu les fêtes de village ?',
            answer:
              'Surtout en juillet et août, dans différents villages, avec un point culminant autour du 15 août.',
          },
        ],
      },
      it: {
        slug: 'ikaria',
        title: 'Ikaria: traghetti per Agios Kirykos ed Evdilos',
        metaDescription:
          'Biglietti traghetto per Ikaria dal Pireo e da Samos: i porti di Agios Kirykos ed Evdilos, durata, feste di paese e spiagge.',
        summary:
          'L’isola della longevità e delle feste di paese, con montagne selvagge, sorgenti termali e spiagge come Nas e Seychelles.',
        body: `Ikaria è conosciuta in tutto il mondo come una delle «zone blu», i luoghi in cui si vive ben oltre la media. Un ritmo di vita lento, una cucina semplice a base di erbe selvatiche, legumi e vino locale, e i villaggi di montagna sotto il monte Atheras spiegano in parte la sua fama. A **Christos Raches** i negozi aprono spesso a tarda sera. D’estate i **panigyria**, feste di paese con musica dal vivo e la danza icariota, vanno avanti fino all’alba. Sulla costa nord, **Nas**, con le rovine di un tempio di Artemide, e Livadi ad Armenistis, e sulla costa sud le acque cristalline di **Seychelles**, sono le spiagge più note. A **Therma**, vicino ad Agios Kirykos, ci sono sorgenti termali.

### Come arrivare in traghetto

Ikaria ha due porti principali: **Agios Kirykos** sulla costa sud ed **Evdilos** a nord. Dal **Pireo** la traversata dura circa 7-10 ore, a seconda del porto e degli scali a Syros, Paros, Naxos o Mykonos. **Samos** è a circa 1,5-2 ore, **Fourni** da 30 minuti a un’ora, e ci sono collegamenti con Chios e Patmos.

### Quando andare

Da giugno a settembre, con la maggior parte delle feste a luglio e agosto. La costa nord è esposta a un meltemi forte; primavera e autunno sono ideali per camminare.

### Consigli

- I due porti distano circa un’ora d’auto; prenota quello più vicino al tuo alloggio.
- L’auto è quasi indispensabile, perché i mezzi pubblici sono pochi.
- Con vento forte le navi possono cambiare porto; segui gli avvisi della compagnia.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Ikaria?',
            answer: 'Circa 7-10 ore, a seconda del porto d’arrivo e degli scali.',
          },
          {
            question: 'Agios Kirykos o Evdilos?',
            answer:
              'Evdilos è più vicino ad Armenistis e ai villaggi del nord, Agios Kirykos a Therma e alla costa sud.',
          },
          {
            question: 'Quando si tengono le feste di paese?',
            answer:
              'Soprattutto a luglio e agosto, in diversi villaggi, con il culmine intorno al 15 agosto.',
          },
        ],
      },
      sq: {
        slug: 'ikaria',
        title: 'Ikaria: tragete për Agios Kirikos dhe Evdilos',
        metaDescription:
          'Bileta trageti për Ikari nga Pireu dhe Samosi: portet Agios Kirikos dhe Evdilos, kohëzgjatja, festat e fshatrave dhe plazhet.',
        summary:
          'Ishulli i jetëgjatësisë dhe i festave të fshatrave, me male të egra, burime termale dhe plazhe si Nasi dhe Sejshelet.',
        body: `Ikaria njihet në mbarë botën si një nga «zonat blu», vendet ku njerëzit jetojnë shumë më gjatë se mesatarja. Ritmi i ngadaltë i jetës, kuzhina e thjeshtë me barishte, bishtajore dhe verë vendase, si dhe fshatrat malorë nën malin Atheras e shpjegojnë pjesërisht famën e saj. Në **Hristos Rahes** dyqanet shpesh hapen vonë në mbrëmje. Në verë, **panigjiret**, festat e fshatrave me muzikë të gjallë dhe vallen ikariote, vazhdojnë deri në agim. Në bregun verior, **Nasi** me rrënojat e një tempulli të Artemisës dhe Livadi në Armenisti, dhe në jug ujërat e kristalta të **Sejsheleve**, janë plazhet më të njohura. Në **Therma**, pranë Agios Kirikos, ka burime termale.

### Si të shkoni me traget

Ikaria ka dy porte kryesore: **Agios Kirikos** në bregun jugor dhe **Evdilos** në veri. Nga **Pireu** udhëtimi zgjat rreth 7 deri në 10 orë, sipas portit dhe ndalesave në Siros, Paros, Naksos ose Mikonos. **Samosi** është rreth 1,5 deri në 2 orë larg, **Furni** 30 minuta deri në një orë, dhe ka lidhje me Kion dhe Patmosin.

### Kur të shkoni

Nga qershori deri në shtator, me shumicën e festave në korrik dhe gusht. Bregu verior merr meltemi të fortë; pranvera dhe vjeshta janë ideale për ecje.

### Këshilla

- Dy portet janë rreth një orë larg njëri-tjetrit me makinë; rezervoni atë që është më afër akomodimit tuaj.
- Makina është pothuajse e domosdoshme, sepse transporti publik është i rrallë.
- Me erë të fortë, anijet mund të ndryshojnë portin; ndiqni njoftimet e kompanisë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Ikari?',
            answer: 'Rreth 7 deri në 10 orë, sipas portit të mbërritjes dhe ndalesave.',
          },
          {
            question: 'Agios Kirikos apo Evdilos?',
            answer:
              'Evdilos është më afër Armenistit dhe fshatrave veriorë, Agios Kirikos më afër Thermës dhe bregut jugor.',
          },
          {
            question: 'Kur mbahen festat e fshatrave?',
            answer: 'Kryesisht në korrik dhe gusht, në fshatra të ndryshëm, me kulmin rreth 15 gushtit.',
          },
        ],
      },
    },
  },
];
