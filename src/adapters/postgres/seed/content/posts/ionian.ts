import type { SeedPost } from '../types.ts';

export const POST_IONIAN: SeedPost = {
  key: 'ionian-islands-by-ferry',
  publishedAt: '2026-06-03',
  illustration: {
    scene: 'cliffs',
    palette: { sky: '#e1f1f8', sea: '#14a3b8', land: '#6f8f5a', accent: '#efe8da' },
  },
  destinationKeys: ['corfu', 'kefalonia', 'zakynthos', 'ithaca'],
  text: {
    el: {
      slug: 'ionia-nisia-me-ploio',
      title: 'Τα Ιόνια νησιά με πλοίο: λιμάνια, συνδέσεις και μια διαδρομή',
      metaDescription:
        'Πώς να ταξιδέψετε στα Ιόνια με πλοίο: λιμάνια της ηπειρωτικής χώρας, συνδέσεις μεταξύ Κέρκυρας, Κεφαλονιάς, Ιθάκης και Ζακύνθου, και μια διαδρομή.',
      summary:
        'Στο Ιόνιο δεν υπάρχει μία μεγάλη γραμμή που να ενώνει όλα τα νησιά. Συνδυάζοντας πλοίο και αυτοκίνητο, όμως, η διαδρομή γίνεται εύκολα.',
      body: `Τα Ιόνια νησιά, με τα πράσινα βουνά, τα τιρκουάζ νερά και την ενετική τους κληρονομιά, είναι διαφορετικά από τα νησιά του Αιγαίου, και το ίδιο ισχύει για τα πλοία. Δεν υπάρχει μία μεγάλη γραμμή από τον Πειραιά που να τα περνά όλα. Κάθε νησί συνδέεται κυρίως με ένα λιμάνι της απέναντι στεριάς, και τα νησιά μεταξύ τους συνδέονται με μικρότερα πλοία, κυρίως το καλοκαίρι. Με ένα αυτοκίνητο και λίγο σχεδιασμό, όμως, ο συνδυασμός πολλών νησιών είναι απλός.

## Τα λιμάνια της στεριάς

- **Ηγουμενίτσα:** η πύλη για την **Κέρκυρα**, με πλοία που κάνουν περίπου 1,5 ώρα και αναχωρούν πολλές φορές την ημέρα όλο τον χρόνο.
- **Κυλλήνη:** στη δυτική Πελοπόννησο, με πλοία για τη **Ζάκυνθο** (περίπου 1 ώρα με 1 ώρα και 15 λεπτά) και για τον Πόρο της **Κεφαλονιάς** (περίπου 1,5 ώρα).
- **Πάτρα:** πλοία για τη Σάμη της **Κεφαλονιάς** και την **Ιθάκη**, καθώς και τα μεγάλα πλοία της Ιταλίας.
- Η **Λευκάδα** ενώνεται με την ηπειρωτική χώρα με γέφυρα, οπότε φτάνετε οδικώς.

## Οι συνδέσεις μεταξύ των νησιών

Οι πιο χρήσιμες ενδονησιωτικές γραμμές είναι η **Σάμη–Ιθάκη** (30 με 45 λεπτά, όλο τον χρόνο), το **Φισκάρδο–Ιθάκη** και οι γραμμές από τη **Λευκάδα** (Νυδρί ή Βασιλική) προς Κεφαλονιά και Ιθάκη το καλοκαίρι. Τον Ιούλιο και τον Αύγουστο λειτουργεί επίσης η σύνδεση **Πεσσάδα (Κεφαλονιά) – Άγιος Νικόλαος (Ζάκυνθος)**, περίπου 1,5 ώρα, που ενώνει τα δύο νησιά χωρίς επιστροφή στην Κυλλήνη. Από την Κέρκυρα, μικρά σκάφη πηγαίνουν στους **Παξούς** και στους Αγίους Σαράντα της Αλβανίας.

## Μια διαδρομή δύο εβδομάδων

Μια διαδρομή από βορρά προς νότο, ιδανική αν έρχεστε με πλοίο από την Ιταλία:

1. **Κέρκυρα** (3 νύχτες): Παλιά Πόλη, Παλαιοκαστρίτσα και μια εκδρομή στους Παξούς.
2. Πλοίο για Ηγουμενίτσα και οδικώς, περίπου 2 ώρες, στη **Λευκάδα** (3 νύχτες).
3. Από τη Λευκάδα πλοίο για την **Κεφαλονιά** ή την **Ιθάκη**. Δύο νύχτες στην Ιθάκη και τρεις στην Κεφαλονιά.
4. Από την Πεσσάδα πλοίο για τη **Ζάκυνθο** (3 νύχτες).
5. Από τη Ζάκυνθο πλοίο για την Κυλλήνη και οδικώς για την Αθήνα, περίπου 3,5 ώρες, ή για την Πάτρα και το πλοίο της επιστροφής στην Ιταλία.

## Πότε να πάτε

Η περίοδος από τον Μάιο ως τον Οκτώβριο είναι η καλύτερη. Οι ενδονησιωτικές συνδέσεις λειτουργούν πλήρως κυρίως τον Ιούνιο, τον Ιούλιο και τον Αύγουστο. Εκτός εποχής, τα νησιά συνδέονται κανονικά με τη στεριά, αλλά μεταξύ τους πολύ λιγότερο. Το Ιόνιο δέχεται περισσότερες βροχές από το Αιγαίο, γι’ αυτό είναι τόσο πράσινο, και τα μελτέμια είναι γενικά ηπιότερα.

## Τα αξιοθέατα νησί προς νησί

- **Κέρκυρα:** η Παλιά Πόλη, το Αχίλλειο και οι κόλποι της Παλαιοκαστρίτσας.
- **Παξοί και Αντίπαξοι:** μικρά λιμανάκια, ελαιώνες και νερά σαν πισίνα.
- **Λευκάδα:** οι μεγάλες παραλίες της δυτικής ακτής, όπως το Πόρτο Κατσίκι και οι Εγκρεμνοί, και ο κόλπος της Βασιλικής για windsurf.
- **Κεφαλονιά:** ο Μύρτος, η λίμνη της Μελισσάνης και το Φισκάρδο.
- **Ιθάκη:** το Βαθύ, το Κιόνι και τα μονοπάτια του Οδυσσέα.
- **Ζάκυνθος:** το Ναυάγιο από το παρατηρητήριο, οι Γαλάζιες Σπηλιές και οι χελώνες του Λαγανά.

## Πρακτικές συμβουλές

- Ένα αυτοκίνητο είναι σχεδόν απαραίτητο, γιατί τα λιμάνια συχνά απέχουν από τα χωριά και τις παραλίες.
- Τον Αύγουστο κλείστε έγκαιρα θέση για το όχημα στις γραμμές με μικρά πλοία, όπως Πεσσάδα–Άγιος Νικόλαος.
- Ελέγξτε προσεκτικά το λιμάνι: η Κεφαλονιά έχει αρκετά λιμάνια που εξυπηρετούν διαφορετικές γραμμές.

Στην Kyma βλέπετε μαζί τις συνδέσεις με τη στεριά και μεταξύ των νησιών και μπορείτε να κλείσετε όλη τη διαδρομή σε μία κράτηση.`,
    },
    en: {
      slug: 'the-ionian-islands-by-ferry',
      title: 'The Ionian islands by ferry: ports, links and a route',
      metaDescription:
        'How to travel the Ionian islands by ferry: mainland ports, links between Corfu, Kefalonia, Ithaca and Zakynthos, and a two-week route.',
      summary:
        'There is no single ferry line joining all the Ionian islands. Combining ferries and a car, though, makes island hopping easy.',
      body: `The Ionian islands, with their green mountains, turquoise water and Venetian heritage, are different from the Aegean islands – and so are their ferries. There is no single long line from Piraeus calling at them all. Each island is linked mainly with a port on the mainland opposite, and the islands are connected with each other by smaller ferries, mostly in summer. With a car and a little planning, though, combining several islands is straightforward.

## The mainland ports

- **Igoumenitsa:** the gateway to **Corfu**, with ferries taking about 1.5 hours and sailing many times a day all year.
- **Kyllini:** in the western Peloponnese, with ferries to **Zakynthos** (about 1 hour to 1 hour 15 minutes) and to Poros on **Kefalonia** (about 1.5 hours).
- **Patras:** ferries to Sami on **Kefalonia** and to **Ithaca**, as well as the large ferries to Italy.
- **Lefkada** is joined to the mainland by a bridge, so you can drive there.

## Links between the islands

The most useful inter-island routes are **Sami–Ithaca** (30 to 45 minutes, all year), **Fiskardo–Ithaca**, and the summer ferries from **Lefkada** (Nydri or Vasiliki) to Kefalonia and Ithaca. In July and August there is also the **Pessada (Kefalonia) – Agios Nikolaos (Zakynthos)** crossing, about 1.5 hours, which joins the two islands without going back to Kyllini. From Corfu, small boats run to **Paxos** and to Sarandë in Albania.

## A two-week route

A north-to-south route, ideal if you arrive by ferry from Italy:

1. **Corfu** (3 nights): the Old Town, Paleokastritsa and a day trip to Paxos.
2. Ferry to Igoumenitsa and a drive of about 2 hours to **Lefkada** (3 nights).
3. From Lefkada, a ferry to **Kefalonia** or **Ithaca**. Two nights on Ithaca and three on Kefalonia.
4. From Pessada, a ferry to **Zakynthos** (3 nights).
5. From Zakynthos, a ferry to Kyllini and a drive to Athens, about 3.5 hours, or to Patras for the ferry back to Italy.

## When to go

May to October is the best period. Inter-island links run fully mainly in June, July and August. Out of season the islands stay well connected to the mainland but much less to each other. The Ionian gets more rain than the Aegean, which is why it is so green, and the meltemi is generally milder.

## Highlights island by island

- **Corfu:** the Old Town, the Achilleion and the coves of Paleokastritsa.
- **Paxos and Antipaxos:** tiny harbours, olive groves and water as clear as a swimming pool.
- **Lefkada:** the big west-coast beaches such as Porto Katsiki and Egremni, and Vasiliki Bay for windsurfing.
- **Kefalonia:** Myrtos beach, the Melissani cave lake and Fiskardo.
- **Ithaca:** Vathy, Kioni and the paths of Odysseus.
- **Zakynthos:** Navagio from the clifftop lookout, the Blue Caves and the turtles of Laganas.

## Practical tips

- A car is almost essential, as ports are often some way from villages and beaches.
- In August, book vehicle space early on routes served by small ferries, such as Pessada–Agios Nikolaos.
- Check the port carefully: Kefalonia has several ports serving different routes.

On Kyma you can see mainland and inter-island connections side by side and book the whole route in a single booking.`,
    },
    de: {
      slug: 'die-ionischen-inseln-mit-der-faehre',
      title: 'Die Ionischen Inseln mit der Fähre: Häfen, Verbindungen, Route',
      metaDescription:
        'So bereisen Sie die Ionischen Inseln per Fähre: Festlandhäfen, Verbindungen zwischen Korfu, Kefalonia, Ithaka und Zakynthos und eine Route.',
      summary:
        'Im Ionischen Meer gibt es keine durchgehende Fährlinie. Mit Fähre und Auto gelingt das Inselhopping trotzdem ganz leicht.',
      body: `Die Ionischen Inseln mit ihren grünen Bergen, dem türkisfarbenen Wasser und dem venezianischen Erbe unterscheiden sich von den Ägäisinseln – und ebenso ihre Fähren. Es gibt keine lange Linie ab Piräus, die alle Inseln anläuft. Jede Insel ist vor allem mit einem Hafen auf dem gegenüberliegenden Festland verbunden, untereinander verkehren kleinere Fähren, meist im Sommer. Mit einem Auto und etwas Planung lassen sich mehrere Inseln dennoch problemlos kombinieren.

## Die Festlandhäfen

- **Igoumenitsa:** das Tor nach **Korfu**, mit Fähren, die etwa 1,5 Stunden brauchen und ganzjährig viele Male am Tag fahren.
- **Kyllini:** im Westen der Peloponnes, mit Fähren nach **Zakynthos** (etwa 1 Stunde bis 1 Stunde 15 Minuten) und nach Poros auf **Kefalonia** (etwa 1,5 Stunden).
- **Patras:** Fähren nach Sami auf **Kefalonia** und nach **Ithaka** sowie die großen Fähren nach Italien.
- **Lefkada** ist über eine Brücke mit dem Festland verbunden – Sie fahren einfach hin.

## Verbindungen zwischen den Inseln

Die nützlichsten Strecken zwischen den Inseln sind **Sami–Ithaka** (30 bis 45 Minuten, ganzjährig), **Fiskardo–Ithaka** sowie im Sommer die Fähren ab **Lefkada** (Nydri oder Vasiliki) nach Kefalonia und Ithaka. Im Juli und August gibt es außerdem die Verbindung **Pessada (Kefalonia) – Agios Nikolaos (Zakynthos)**, etwa 1,5 Stunden, die beide Inseln verbindet, ohne dass Sie zurück nach Kyllini müssen. Von Korfu fahren kleine Boote nach **Paxos** und nach Saranda in Albanien.

## Eine Route für zwei Wochen

Eine Route von Nord nach Süd, ideal bei Anreise mit der Fähre aus Italien:

1. **Korfu** (3 Nächte): Altstadt, Paleokastritsa und ein Tagesausflug nach Paxos.
2. Fähre nach Igoumenitsa und etwa 2 Stunden Fahrt nach **Lefkada** (3 Nächte).
3. Von Lefkada mit der Fähre nach **Kefalonia** oder **Ithaka**. Zwei Nächte auf Ithaka, drei auf Kefalonia.
4. Von Pessada mit der Fähre nach **Zakynthos** (3 Nächte).
5. Von Zakynthos mit der Fähre nach Kyllini und weiter nach Athen, etwa 3,5 Stunden, oder nach Patras zur Fähre zurück nach Italien.

## Beste Reisezeit

Von Mai bis Oktober. Die Verbindungen zwischen den Inseln laufen vor allem im Juni, Juli und August vollständig. Außerhalb der Saison sind die Inseln gut mit dem Festland, aber deutlich schlechter untereinander verbunden. Im Ionischen Meer regnet es mehr als in der Ägäis – daher das viele Grün –, und der Meltemi ist meist schwächer.

## Höhepunkte Insel für Insel

- **Korfu:** die Altstadt, das Achilleion und die Buchten von Paleokastritsa.
- **Paxos und Antipaxos:** winzige Häfen, Olivenhaine und Wasser so klar wie im Schwimmbecken.
- **Lefkada:** die großen Strände der Westküste wie Porto Katsiki und Egremni und die Bucht von Vasiliki für Windsurfer.
- **Kefalonia:** der Strand von Myrtos, der Höhlensee Melissani und Fiskardo.
- **Ithaka:** Vathy, Kioni und die Pfade des Odysseus.
- **Zakynthos:** Navagio vom Aussichtspunkt, die Blauen Grotten und die Schildkröten von Laganas.

## Praktische Tipps

- Ein Auto ist fast unverzichtbar, da die Häfen oft ein Stück von Dörfern und Stränden entfernt liegen.
- Im August auf Strecken mit kleinen Fähren wie Pessada–Agios Nikolaos den Fahrzeugplatz früh buchen.
- Prüfen Sie den Hafen genau: Kefalonia hat mehrere Häfen für unterschiedliche Strecken.

Bei Kyma sehen Sie Festland- und Inselverbindungen nebeneinander und buchen die ganze Route in einer einzigen Buchung.`,
    },
    es: {
      slug: 'las-islas-jonicas-en-ferry',
      title: 'Las islas Jónicas en ferry: puertos, conexiones y una ruta',
      metaDescription:
        'Cómo recorrer las islas Jónicas en ferry: puertos del continente, conexiones entre Corfú, Cefalonia, Ítaca y Zante, y una ruta de dos semanas.',
      summary:
        'En el Jónico no hay una línea que una todas las islas. Combinando ferry y coche, sin embargo, ir de isla en isla resulta sencillo.',
      body: `Las islas Jónicas, con sus montañas verdes, sus aguas turquesa y su herencia veneciana, son distintas de las del Egeo, y también lo son sus ferris. No hay una gran línea desde El Pireo que las recorra todas. Cada isla se comunica sobre todo con un puerto del continente de enfrente, y las islas se conectan entre sí con barcos más pequeños, principalmente en verano. Con un coche y algo de planificación, sin embargo, combinar varias islas es fácil.

## Los puertos del continente

- **Igoumenitsa:** la puerta de **Corfú**, con ferris de alrededor de 1,5 horas que salen muchas veces al día todo el año.
- **Kyllini:** en el oeste del Peloponeso, con ferris a **Zante** (de 1 hora a 1 hora y 15 minutos) y a Poros, en **Cefalonia** (alrededor de 1,5 horas).
- **Patras:** ferris a Sami, en **Cefalonia**, y a **Ítaca**, además de los grandes ferris a Italia.
- **Léucade** está unida al continente por un puente, así que se llega por carretera.

## Conexiones entre islas

Las rutas interinsulares más útiles son **Sami–Ítaca** (30-45 minutos, todo el año), **Fiskardo–Ítaca** y, en verano, los ferris desde **Léucade** (Nydri o Vasiliki) a Cefalonia e Ítaca. En julio y agosto funciona además la conexión **Pessada (Cefalonia) – Agios Nikolaos (Zante)**, de alrededor de 1,5 horas, que une ambas islas sin volver a Kyllini. Desde Corfú salen pequeñas embarcaciones a **Paxos** y a Sarandë, en Albania.

## Una ruta de dos semanas

Una ruta de norte a sur, ideal si llega en ferry desde Italia:

1. **Corfú** (3 noches): el casco antiguo, Paleokastritsa y una excursión a Paxos.
2. Ferry a Igoumenitsa y unas 2 horas en coche hasta **Léucade** (3 noches).
3. Desde Léucade, ferry a **Cefalonia** o a **Ítaca**. Dos noches en Ítaca y tres en Cefalonia.
4. Desde Pessada, ferry a **Zante** (3 noches).
5. Desde Zante, ferry a Kyllini y carretera hasta Atenas, unas 3,5 horas, o hasta Patras para el ferry de vuelta a Italia.

## Cuándo ir

De mayo a octubre es la mejor época. Las conexiones entre islas funcionan plenamente sobre todo en junio, julio y agosto. Fuera de temporada, las islas siguen bien comunicadas con el continente, pero mucho menos entre sí. El Jónico recibe más lluvia que el Egeo, por eso es tan verde, y el meltemi suele ser más suave.

## Lo imprescindible, isla por isla

- **Corfú:** el casco antiguo, el Aquileion y las calas de Paleokastritsa.
- **Paxos y Antipaxos:** puertos diminutos, olivares y aguas transparentes como una piscina.
- **Léucade:** las grandes playas de la costa oeste, como Porto Katsiki y Egremni, y la bahía de Vasiliki para el windsurf.
- **Cefalonia:** la playa de Myrtos, el lago subterráneo de Melissani y Fiskardo.
- **Ítaca:** Vathy, Kioni y los senderos de Ulises.
- **Zante:** Navagio desde el mirador, las Cuevas Azules y las tortugas de Laganas.

## Consejos prácticos

- Un coche es casi imprescindible, porque los puertos suelen estar algo alejados de pueblos y playas.
- En agosto, reserve pronto la plaza del vehículo en las rutas con barcos pequeños, como Pessada–Agios Nikolaos.
- Compruebe bien el puerto: Cefalonia tiene varios puertos que atienden rutas distintas.

En Kyma puede ver a la vez las conexiones con el continente y entre islas, y reservar toda la ruta en una sola reserva.`,
    },
    fr: {
      slug: 'les-iles-ioniennes-en-ferry',
      title: 'Les îles Ioniennes en ferry : ports, liaisons et itinéraire',
      metaDescription:
        'Parcourir les îles Ioniennes en ferry : ports du continent, liaisons entre Corfou, Céphalonie, Ithaque et Zante, et un itinéraire de deux semaines.',
      summary:
        'Aucune ligne ne relie toutes les îles Ioniennes. En combinant ferry et voiture, passer d’une île à l’autre reste pourtant facile.',
      body: `Les îles Ioniennes, avec leurs montagnes verdoyantes, leurs eaux turquoise et leur héritage vénitien, ne ressemblent pas aux îles de l’Égée – et leurs ferries non plus. Il n’existe pas de grande ligne au départ du Pirée qui les desserve toutes. Chaque île est reliée surtout à un port du continent voisin, et les îles sont reliées entre elles par de plus petits ferries, surtout en été. Avec une voiture et un peu d’organisation, combiner plusieurs îles reste pourtant simple.

## Les ports du continent

- **Igoumenitsa :** la porte de **Corfou**, avec des ferries d’environ 1 h 30 qui partent de nombreuses fois par jour toute l’année.
- **Kyllini :** dans l’ouest du Péloponnèse, avec des ferries pour **Zante** (1 h à 1 h 15 environ) et pour Poros, sur **Céphalonie** (1 h 30 environ).
- **Patras :** des ferries pour Sami, sur **Céphalonie**, et pour **Ithaque**, ainsi que les grands ferries vers l’Italie.
- **Leucade** est reliée au continent par un pont : on y va en voiture.

## Les liaisons entre îles

Les lignes interîles les plus utiles sont **Sami–Ithaque** (30 à 45 minutes, toute l’année), **Fiskardo–Ithaque** et, en été, les ferries au départ de **Leucade** (Nydri ou Vassiliki) vers Céphalonie et Ithaque. En juillet et août fonctionne aussi la traversée **Pessada (Céphalonie) – Agios Nikolaos (Zante)**, environ 1 h 30, qui relie les deux îles sans repasser par Kyllini. De Corfou, de petits bateaux rejoignent **Paxos** et Saranda, en Albanie.

## Un itinéraire de deux semaines

Un itinéraire du nord au sud, idéal si vous arrivez en ferry depuis l’Italie :

1. **Corfou** (3 nuits) : la vieille ville, Paléokastritsa et une excursion à Paxos.
2. Ferry pour Igoumenitsa puis environ 2 heures de route jusqu’à **Leucade** (3 nuits).
3. De Leucade, ferry pour **Céphalonie** ou **Ithaque**. Deux nuits à Ithaque, trois à Céphalonie.
4. De Pessada, ferry pour **Zante** (3 nuits).
5. De Zante, ferry pour Kyllini puis route vers Athènes, environ 3 h 30, ou vers Patras pour le ferry du retour en Italie.

## Quand partir

De mai à octobre. Les liaisons entre îles fonctionnent pleinement surtout en juin, juillet et août. Hors saison, les îles restent bien reliées au continent mais beaucoup moins entre elles. La mer Ionienne est plus arrosée que l’Égée, d’où sa verdure, et le meltem y est généralement plus modéré.

## Les incontournables, île par île

- **Corfou :** la vieille ville, l’Achilleion et les criques de Paléokastritsa.
- **Paxos et Antipaxos :** petits ports, oliveraies et eau limpide comme une piscine.
- **Leucade :** les grandes plages de la côte ouest comme Porto Katsiki et Egremni, et la baie de Vassiliki pour la planche à voile.
- **Céphalonie :** la plage de Myrtos, le lac souterrain de Melissani et Fiskardo.
- **Ithaque :** Vathy, Kioni et les sentiers d’Ulysse.
- **Zante :** Navagio depuis le belvédère, les grottes bleues et les tortues de Laganas.

## Conseils pratiques

- Une voiture est presque indispensable, car les ports sont souvent éloignés des villages et des plages.
- En août, réservez tôt la place du véhicule sur les lignes desservies par de petits ferries, comme Pessada–Agios Nikolaos.
- Vérifiez bien le port : Céphalonie compte plusieurs ports qui desservent des lignes différentes.

Sur Kyma, vous voyez côte à côte les liaisons avec le continent et entre les îles, et réservez tout l’itinéraire en une seule réservation.`,
    },
    it: {
      slug: 'le-isole-ionie-in-traghetto',
      title: 'Le isole Ionie in traghetto: porti, collegamenti e un itinerario',
      metaDescription:
        'Come girare le isole Ionie in traghetto: porti della terraferma, collegamenti tra Corfù, Cefalonia, Itaca e Zante e un itinerario di due settimane.',
      summary:
        'Nello Ionio non c’è una linea unica che unisca tutte le isole. Combinando traghetto e auto, però, l’island hopping è facile.',
      body: `Le isole Ionie, con le loro montagne verdi, l’acqua turchese e l’eredità veneziana, sono diverse dalle isole dell’Egeo, e lo sono anche i loro traghetti. Non esiste una grande linea dal Pireo che le tocchi tutte. Ogni isola è collegata soprattutto con un porto della terraferma di fronte, e le isole tra loro sono unite da traghetti più piccoli, per lo più in estate. Con un’auto e un po’ di organizzazione, però, combinare più isole è semplice. E per chi arriva dall’Italia, lo Ionio è la prima Grecia che si incontra.

## I porti della terraferma

- **Igoumenitsa:** la porta di **Corfù**, con traghetti di circa 1,5 ore che partono molte volte al giorno tutto l’anno.
- **Kyllini:** nel Peloponneso occidentale, con traghetti per **Zante** (circa 1 ora-1 ora e 15 minuti) e per Poros, a **Cefalonia** (circa 1,5 ore).
- **Patrasso:** traghetti per Sami, a **Cefalonia**, e per **Itaca**, oltre alle grandi navi per l’Italia.
- **Lefkada** è unita alla terraferma da un ponte, quindi ci arrivi in auto.

## I collegamenti tra le isole

Le linee tra le isole più utili sono **Sami–Itaca** (30-45 minuti, tutto l’anno), **Fiskardo–Itaca** e, d’estate, i traghetti da **Lefkada** (Nydri o Vasiliki) per Cefalonia e Itaca. A luglio e agosto c’è anche il collegamento **Pessada (Cefalonia) – Agios Nikolaos (Zante)**, circa 1,5 ore, che unisce le due isole senza tornare a Kyllini. Da Corfù piccole barche vanno a **Paxos** e a Saranda, in Albania.

## Un itinerario di due settimane

Un percorso da nord a sud, ideale se arrivi in traghetto dall’Italia:

1. **Corfù** (3 notti): la Città Vecchia, Paleokastritsa e una gita a Paxos.
2. Traghetto per Igoumenitsa e circa 2 ore d’auto fino a **Lefkada** (3 notti).
3. Da Lefkada traghetto per **Cefalonia** o **Itaca**. Due notti a Itaca e tre a Cefalonia.
4. Da Pessada traghetto per **Zante** (3 notti).
5. Da Zante traghetto per Kyllini e poi in auto ad Atene, circa 3,5 ore, oppure a Patrasso per il traghetto di ritorno in Italia.

## Quando andare

Da maggio a ottobre. I collegamenti tra le isole funzionano a pieno soprattutto a giugno, luglio e agosto. Fuori stagione le isole restano ben collegate alla terraferma, ma molto meno tra loro. Lo Ionio riceve più pioggia dell’Egeo, per questo è così verde, e il meltemi è in genere più debole.

## Da non perdere, isola per isola

- **Corfù:** la Città Vecchia, l’Achilleion e le baie di Paleokastritsa.
- **Paxos e Antipaxos:** porticcioli, uliveti e acqua limpida come una piscina.
- **Lefkada:** le grandi spiagge della costa ovest come Porto Katsiki ed Egremni, e la baia di Vasiliki per il windsurf.
- **Cefalonia:** la spiaggia di Myrtos, il lago sotterraneo di Melissani e Fiskardo.
- **Itaca:** Vathy, Kioni e i sentieri di Ulisse.
- **Zante:** Navagio dal belvedere, le Grotte Azzurre e le tartarughe di Laganas.

## Consigli pratici

- L’auto è quasi indispensabile, perché i porti sono spesso lontani da villaggi e spiagge.
- Ad agosto prenota presto il posto auto sulle linee servite da piccoli traghetti, come Pessada–Agios Nikolaos.
- Controlla bene il porto: Cefalonia ne ha diversi, ciascuno per linee diverse.

Su Kyma vedi insieme i collegamenti con la terraferma e tra le isole e puoi prenotare tutto il percorso in un’unica prenotazione.`,
    },
    sq: {
      slug: 'ishujt-jone-me-traget',
      title: 'Ishujt e Jonit me traget: portet, lidhjet dhe një itinerar',
      metaDescription:
        'Si të udhëtoni në ishujt e Jonit me traget: portet në kontinent, lidhjet mes Korfuzit, Qefalonisë, Itakës dhe Zakintit, dhe një itinerar dyjavor.',
      summary:
        'Në Jon nuk ka një linjë të vetme që bashkon të gjithë ishujt. Duke kombinuar tragetin me makinën, megjithatë, udhëtimi bëhet i lehtë.',
      body: `Ishujt e Jonit, me malet e gjelbra, ujërat bruz dhe trashëgiminë veneciane, ndryshojnë nga ishujt e Egjeut – ashtu si edhe tragetet e tyre. Nuk ka një linjë të gjatë nga Pireu që t’i lidhë të gjithë. Çdo ishull lidhet kryesisht me një port në kontinentin përballë, ndërsa ishujt mes tyre lidhen me tragete më të vogla, kryesisht në verë. Me një makinë dhe pak planifikim, megjithatë, kombinimi i disa ishujve është i thjeshtë. Për udhëtarët nga Shqipëria, Korfuzi është vetëm gjysmë ore larg Sarandës.

## Portet në kontinent

- **Igumenica:** porta e **Korfuzit**, me tragete rreth 1,5 orë që nisen shumë herë në ditë gjatë gjithë vitit.
- **Kilini:** në Peloponezin perëndimor, me tragete për **Zakint** (rreth 1 orë deri në 1 orë e 15 minuta) dhe për Porosin në **Qefaloni** (rreth 1,5 orë).
- **Patra:** tragete për Samin në **Qefaloni** dhe për **Itakë**, si dhe tragetet e mëdha për Itali.
- **Lefkada** lidhet me kontinentin me urë, ndaj shkohet me makinë.

## Lidhjet mes ishujve

Linjat më të dobishme mes ishujve janë **Sami–Itakë** (30 deri në 45 minuta, gjatë gjithë vitit), **Fiskardo–Itakë** dhe, në verë, tragetet nga **Lefkada** (Nidri ose Vasiliki) për në Qefaloni dhe Itakë. Në korrik dhe gusht funksionon edhe lidhja **Pesada (Qefaloni) – Agios Nikolaos (Zakint)**, rreth 1,5 orë, që i bashkon dy ishujt pa u kthyer në Kilini. Nga Korfuzi nisen varka të vogla për në **Paksos** dhe për në Sarandë.

## Një itinerar dyjavor

Një itinerar nga veriu në jug:

1. **Korfuz** (3 netë): Qyteti i Vjetër, Paleokastrica dhe një ekskursion në Paksos.
2. Traget për në Igumenicë dhe rreth 2 orë me makinë deri në **Lefkadë** (3 netë).
3. Nga Lefkada traget për në **Qefaloni** ose **Itakë**. Dy netë në Itakë dhe tre në Qefaloni.
4. Nga Pesada traget për në **Zakint** (3 netë).
5. Nga Zakinti traget për në Kilini dhe me makinë deri në Athinë, rreth 3,5 orë, ose në Patra për tragetin drejt Italisë.

## Kur të shkoni

Periudha maj–tetor është më e mira. Lidhjet mes ishujve funksionojnë plotësisht kryesisht në qershor, korrik dhe gusht. Jashtë sezonit ishujt mbeten të lidhur mirë me kontinentin, por shumë më pak mes tyre. Joni merr më shumë shi se Egjeu, prandaj është kaq i gjelbër, dhe meltemi zakonisht është më i butë.

## Çfarë të mos humbisni, ishull pas ishulli

- **Korfuzi:** Qyteti i Vjetër, Ahileoni dhe gjiret e Paleokastricës.
- **Paksosi dhe Antipaksosi:** porte të vogla, ullishte dhe ujë i kthjellët si pishinë.
- **Lefkada:** plazhet e mëdha të bregut perëndimor si Porto Kaciki dhe Egremni, dhe gjiri i Vasilikit për windsurf.
- **Qefalonia:** plazhi i Mirtosit, liqeni nëntokësor i Melisanit dhe Fiskardo.
- **Itaka:** Vathi, Kioni dhe shtigjet e Odiseut.
- **Zakinti:** Navagio nga pika e vëzhgimit, Shpellat Blu dhe breshkat e Laganasit.

## Këshilla praktike

- Makina është pothuajse e domosdoshme, sepse portet shpesh janë larg fshatrave dhe plazheve.
- Në gusht rezervoni herët vendin për automjetin në linjat me tragete të vogla, si Pesada–Agios Nikolaos.
- Kontrolloni me kujdes portin: Qefalonia ka disa porte që shërbejnë linja të ndryshme.

Në Kyma shihni njëkohësisht lidhjet me kontinentin dhe mes ishujve, dhe mund ta rezervoni gjithë itinerarin në një rezervim të vetëm.`,
    },
  },
};
