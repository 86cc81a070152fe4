import type { SeedDestination } from '../types.ts';

export const CYCLADES_C: SeedDestination[] = [
  {
    key: 'milos',
    portCodes: ['MLO'],
    region: 'cyclades',
    coordinates: { lat: 36.7262, lng: 24.4455 },
    illustration: {
      scene: 'beach',
      palette: { sky: '#d9eef8', sea: '#2b9bb5', land: '#f2efe6', accent: '#d9663b' },
    },
    related: ['sifnos', 'folegandros', 'santorini'],
    text: {
      el: {
        slug: 'milos',
        title: 'Μήλος: πλοία για Μήλο και Κίμωλο',
        metaDescription:
          'Εισιτήρια πλοίου για Μήλο από Πειραιά και τις Δυτικές Κυκλάδες: λιμάνι Αδάμαντα, διάρκεια ταξιδιού, Κίμωλος και συμβουλές για τις παραλίες.',
        summary:
          'Ηφαιστειακό νησί με περισσότερες από 70 παραλίες, το Σαρακήνικο, τον Κλέφτικο και τα ψαροχώρια με τα σύρματα.',
        body: `Η Μήλος οφείλει το τοπίο της στα ηφαίστεια: λευκοί βράχοι στο **Σαρακήνικο**, κόκκινα και κίτρινα πετρώματα στη νότια ακτή και θαλάσσιες σπηλιές στον **Κλέφτικο**, που επισκέπτεστε μόνο με σκάφος. Στα ψαροχώρια Κλήμα, Φυροπόταμος και Μανδράκια τα «σύρματα», δηλαδή οι βαρκοθήκες με τις χρωματιστές πόρτες, χτίστηκαν πάνω στο νερό. Η **Πλάκα**, η πρωτεύουσα, έχει θέα σε όλο τον κόλπο, ενώ λίγο πιο κάτω βρίσκονται οι παλαιοχριστιανικές κατακόμβες και το σημείο όπου βρέθηκε η Αφροδίτη της Μήλου το 1820.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στον **Αδάμαντα**, ένα από τα μεγαλύτερα φυσικά λιμάνια της Μεσογείου. Από τον **Πειραιά** τα ταχύπλοα φτάνουν σε περίπου 3 ώρες, ενώ τα συμβατικά πλοία, που περνούν από Κύθνο, Σέριφο και Σίφνο, χρειάζονται περίπου 5 με 7 ώρες. Η Σίφνος απέχει περίπου μία ώρα και υπάρχουν συνδέσεις με Φολέγανδρο και Σαντορίνη. Για την **Κίμωλο**, μικρό πλοίο φεύγει από την Πολλώνια πολλές φορές την ημέρα και κάνει περίπου 20 με 30 λεπτά.

### Πότε να πάτε

Από τα τέλη Μαΐου ως τις αρχές Οκτωβρίου τα δρομολόγια είναι συχνά. Ο Ιούνιος και ο Σεπτέμβριος έχουν ζεστή θάλασσα και λιγότερο κόσμο. Όταν φυσάει βοριάς, οι παραλίες της νότιας ακτής, όπως η Φυριπλάκα και το Τσιγκράδο, είναι πιο προστατευμένες.

### Χρήσιμες συμβουλές

- Ο γύρος του νησιού με σκάφος είναι ο μόνος τρόπος να δείτε τον Κλέφτικο και τις σπηλιές της δυτικής ακτής.
- Κλείστε αυτοκίνητο ή γουρούνα νωρίς: τον Αύγουστο τα διαθέσιμα οχήματα τελειώνουν γρήγορα.
- Το Σαρακήνικο είναι πιο όμορφο νωρίς το πρωί ή το σούρουπο, χωρίς ζέστη και συνωστισμό.`,
        faq: [
          {
            question: 'Πόσες ώρες είναι η Μήλος από τον Πειραιά;',
            answer:
              'Περίπου 3 ώρες με ταχύπλοο και περίπου 5 με 7 ώρες με συμβατικό πλοίο μέσω των Δυτικών Κυκλάδων.',
          },
          {
            question: 'Πώς πάω στην Κίμωλο;',
            answer:
              'Με το μικρό οχηματαγωγό από την Πολλώνια, που κάνει το δρομολόγιο πολλές φορές την ημέρα σε περίπου 20 με 30 λεπτά.',
          },
          {
            question: 'Μπορώ να πάω στον Κλέφτικο οδικώς;',
            answer:
              'Όχι. Ο Κλέφτικος είναι προσβάσιμος μόνο από τη θάλασσα, με οργανωμένες εκδρομές από τον Αδάμαντα.',
          },
        ],
      },
      en: {
        slug: 'milos',
        title: 'Milos: ferries to Milos and Kimolos',
        metaDescription:
          'Ferry tickets to Milos from Piraeus and the Western Cyclades: the port of Adamas, crossing times, Kimolos and tips for the beaches.',
        summary:
          'A volcanic island with more than 70 beaches, Sarakiniko’s white rocks, the sea caves of Kleftiko and fishing villages built on the water.',
        body: `Milos owes its landscape to volcanoes: white rock at **Sarakiniko**, red and ochre cliffs along the south coast, and the sea caves of **Kleftiko**, reachable only by boat. In the fishing villages of Klima, Firopotamos and Mandrakia, the *syrmata* – boathouses with brightly painted doors – are built right at the water’s edge. **Plaka**, the capital, looks over the whole bay, and just below it lie the early Christian catacombs and the spot where the Venus de Milo was found in 1820.

### Getting there by ferry

Ferries dock at **Adamas**, set in one of the largest natural harbours in the Mediterranean. From **Piraeus** high-speed ferries take about 3 hours, while conventional ferries calling at Kythnos, Serifos and Sifnos take about 5 to 7 hours. Sifnos is about an hour away, and there are links to Folegandros and Santorini. For **Kimolos**, a small car ferry leaves Pollonia several times a day and takes about 20 to 30 minutes.

### When to go

From late May to early October sailings are frequent. June and September bring warm water and fewer visitors. When the north wind blows, south-coast beaches such as Firiplaka and Tsigrado are the most sheltered.

### Tips

- A round-the-island boat trip is the only way to see Kleftiko and the caves of the west coast.
- Book a car or quad early: in August rental vehicles run out quickly.
- Sarakiniko is at its best early in the morning or at dusk, without the heat and the crowds.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Milos?',
            answer:
              'About 3 hours by high-speed ferry and about 5 to 7 hours by conventional ferry via the Western Cyclades.',
          },
          {
            question: 'How do I get to Kimolos?',
            answer:
              'Take the small car ferry from Pollonia, which sails several times a day and takes about 20 to 30 minutes.',
          },
          {
            question: 'Can I reach Kleftiko by road?',
            answer: 'No. Kleftiko can only be reached from the sea, on boat trips leaving from Adamas.',
          },
        ],
      },
      de: {
        slug: 'milos',
        title: 'Milos: Fähren nach Milos und Kimolos',
        metaDescription:
          'Fährtickets nach Milos ab Piräus und den Westkykladen: Hafen Adamas, Fahrzeiten, Kimolos und Tipps für die schönsten Strände.',
        summary:
          'Eine Vulkaninsel mit über 70 Stränden, den weißen Felsen von Sarakiniko, den Meereshöhlen von Kleftiko und Fischerdörfern direkt am Wasser.',
        body: `Milos verdankt seine Landschaft den Vulkanen: weißer Fels in **Sarakiniko**, rote und ockerfarbene Klippen an der Südküste und die Meereshöhlen von **Kleftiko**, die nur per Boot erreichbar sind. In den Fischerdörfern Klima, Firopotamos und Mandrakia stehen die *Syrmata* – Bootshäuser mit bunt gestrichenen Türen – unmittelbar am Wasser. **Plaka**, der Hauptort, blickt über die ganze Bucht; etwas unterhalb liegen die frühchristlichen Katakomben und die Stelle, an der 1820 die Venus von Milo gefunden wurde.

### Anreise mit der Fähre

Die Fähren legen in **Adamas** an, in einem der größten Naturhäfen des Mittelmeers. Ab **Piräus** brauchen Schnellfähren rund 3 Stunden, konventionelle Fähren mit Stopps auf Kythnos, Serifos und Sifnos etwa 5 bis 7 Stunden. Sifnos ist rund eine Stunde entfernt, außerdem gibt es Verbindungen nach Folegandros und Santorini. Nach **Kimolos** fährt ab Pollonia mehrmals täglich eine kleine Autofähre, die Überfahrt dauert etwa 20 bis 30 Minuten.

### Beste Reisezeit

Von Ende Mai bis Anfang Oktober fahren die Fähren häufig. Juni und September bieten warmes Wasser und weniger Besucher. Weht der Nordwind, sind Strände an der Südküste wie Firiplaka und Tsigrado am besten geschützt.

### Tipps

- Eine Bootsfahrt rund um die Insel ist die einzige Möglichkeit, Kleftiko und die Höhlen der Westküste zu sehen.
- Mietwagen oder Quad früh reservieren: Im August sind die Fahrzeuge schnell vergeben.
- Sarakiniko ist am schönsten am frühen Morgen oder in der Abenddämmerung, ohne Hitze und Gedränge.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Milos?',
            answer:
              'Etwa 3 Stunden mit der Schnellfähre und etwa 5 bis 7 Stunden mit der konventionellen Fähre über die Westkykladen.',
          },
          {
            question: 'Wie komme ich nach Kimolos?',
            answer:
              'Mit der kleinen Autofähre ab Pollonia, die mehrmals täglich fährt und etwa 20 bis 30 Minuten braucht.',
          },
          {
            question: 'Kann ich Kleftiko auf dem Landweg erreichen?',
            answer: 'Nein. Kleftiko ist nur vom Meer aus zugänglich, mit Bootsausflügen ab Adamas.',
          },
        ],
      },
      es: {
        slug: 'milos',
        title: 'Milos: ferris a Milos y Kimolos',
        metaDescription:
          'Billetes de ferry a Milos desde El Pireo y las Cícladas occidentales: el puerto de Adamas, duración, Kimolos y consejos para las playas.',
        summary:
          'Una isla volcánica con más de 70 playas, las rocas blancas de Sarakiniko, las cuevas marinas de Kleftiko y pueblos de pescadores sobre el agua.',
        body: `Milos debe su paisaje a los volcanes: roca blanca en **Sarakiniko**, acantilados rojos y ocres en la costa sur y las cuevas marinas de **Kleftiko**, a las que solo se llega en barco. En los pueblos pesqueros de Klima, Firopotamos y Mandrakia, los *syrmata* –casetas para barcas con puertas de colores– se levantan al borde mismo del agua. **Plaka**, la capital, domina toda la bahía, y un poco más abajo se encuentran las catacumbas paleocristianas y el lugar donde apareció la Venus de Milo en 1820.

### Cómo llegar en ferry

Los barcos atracan en **Adamas**, en una de las mayores bahías naturales del Mediterráneo. Desde **El Pireo** los ferris rápidos tardan unas 3 horas, y los convencionales, con escalas en Kythnos, Serifos y Sifnos, entre 5 y 7 horas. Sifnos está a una hora aproximadamente y hay conexiones con Folegandros y Santorini. Para ir a **Kimolos**, un pequeño ferry sale de Pollonia varias veces al día y tarda entre 20 y 30 minutos.

### Cuándo ir

De finales de mayo a principios de octubre las salidas son frecuentes. Junio y septiembre ofrecen agua templada y menos visitantes. Cuando sopla el viento del norte, las playas de la costa sur, como Firiplaka y Tsigrado, son las más resguardadas.

### Consejos

- La vuelta a la isla en barco es la única forma de ver Kleftiko y las cuevas de la costa oeste.
- Reserve pronto el coche o el quad: en agosto se agotan enseguida.
- Sarakiniko luce mejor a primera hora de la mañana o al atardecer, sin calor ni aglomeraciones.`,
        faq: [
          {
            question: '¿Cuánto se tarda de El Pireo a Milos?',
            answer:
              'Unas 3 horas en ferry rápido y entre 5 y 7 horas en ferry convencional por las Cícladas occidentales.',
          },
          {
            question: '¿Cómo se llega a Kimolos?',
            answer:
              'Con el pequeño ferry desde Pollonia, que hace varios viajes al día y tarda entre 20 y 30 minutos.',
          },
          {
            question: '¿Se puede llegar a Kleftiko por carretera?',
            answer: 'No. A Kleftiko solo se accede por mar, con excursiones en barco que salen de Adamas.',
          },
        ],
      },
      fr: {
        slug: 'milos',
        title: 'Milos : ferries pour Milos et Kimolos',
        metaDescription:
          'Billets de ferry pour Milos depuis Le Pirée et les Cyclades de l’Ouest : port d’Adamas, durées, Kimolos et conseils pour les plages.',
        summary:
          'Une île volcanique aux plus de 70 plages : les roches blanches de Sarakiniko, les grottes de Kleftiko et des villages de pêcheurs au ras de l’eau.',
        body: `Milos doit son paysage aux volcans : roche blanche à **Sarakiniko**, falaises rouges et ocre sur la côte sud, grottes marines de **Kleftiko** accessibles uniquement en bateau. Dans les villages de pêcheurs de Klima, Firopotamos et Mandrakia, les *syrmata* – abris à bateaux aux portes colorées – sont bâtis au bord de l’eau. **Plaka**, le chef-lieu, surplombe toute la baie ; juste en dessous se trouvent les catacombes paléochrétiennes et l’endroit où fut découverte la Vénus de Milo en 1820.

### Y aller en ferry

Les navires accostent à **Adamas**, au fond de l’une des plus grandes rades naturelles de Méditerranée. Depuis **Le Pirée**, les rapides mettent environ 3 heures, tandis que les ferries classiques, via Kythnos, Sérifos et Sifnos, mettent 5 à 7 heures. Sifnos est à une heure environ, et des liaisons existent vers Folégandros et Santorin. Pour **Kimolos**, un petit bac part de Pollonia plusieurs fois par jour et traverse en 20 à 30 minutes.

### Quand partir

De fin mai à début octobre, les départs sont fréquents. Juin et septembre offrent une mer chaude et moins de monde. Quand souffle le vent du nord, les plages de la côte sud comme Firiplaka et Tsigrado sont les mieux abritées.

### Conseils

- Le tour de l’île en bateau est le seul moyen de voir Kleftiko et les grottes de la côte ouest.
- Réservez tôt voiture ou quad : en août, les véhicules de location partent vite.
- Sarakiniko est plus beau tôt le matin ou au crépuscule, sans chaleur ni foule.`,
        faq: [
          {
            question: 'Combien de temps faut-il du Pirée à Milos ?',
            answer:
              'Environ 3 heures en navire rapide et 5 à 7 heures en ferry classique via les Cyclades de l’Ouest.',
          },
          {
            question: 'Comment aller à Kimolos ?',
            answer:
              'Par le petit bac de Pollonia, qui fait plusieurs rotations par jour en 20 à 30 minutes environ.',
          },
          {
            question: 'Peut-on rejoindre Kleftiko par la route ?',
            answer:
              'Non. Kleftiko n’est accessible que par la mer, lors d’excursions en bateau au départ d’Adamas.',
          },
        ],
      },
      it: {
        slug: 'milos',
        title: 'Milos: traghetti per Milos e Kimolos',
        metaDescription:
          'Biglietti traghetto per Milos dal Pireo e dalle Cicladi occidentali: il porto di Adamas, durata, Kimolos e consigli sulle spiagge.',
        summary:
          'Un’isola vulcanica con oltre 70 spiagge, le rocce bianche di Sarakiniko, le grotte marine di Kleftiko e villaggi di pescatori sull’acqua.',
        body: `Milos deve il suo paesaggio ai vulcani: roccia bianca a **Sarakiniko**, scogliere rosse e ocra sulla costa sud e le grotte marine di **Kleftiko**, raggiungibili solo in barca. Nei villaggi di pescatori di Klima, Firopotamos e Mandrakia i *syrmata*, rimesse per barche con le porte colorate, sono costruiti a filo d’acqua. **Plaka**, il capoluogo, domina tutta la baia; poco più in basso ci sono le catacombe paleocristiane e il punto in cui nel 1820 fu trovata la Venere di Milo.

### Come arrivare in traghetto

I traghetti attraccano ad **Adamas**, in una delle più grandi rade naturali del Mediterraneo. Dal **Pireo** i veloci impiegano circa 3 ore, mentre i convenzionali con scalo a Kythnos, Serifos e Sifnos ci mettono circa 5-7 ore. Sifnos è a circa un’ora e ci sono collegamenti con Folegandros e Santorini. Per **Kimolos** un piccolo traghetto parte da Pollonia più volte al giorno e impiega circa 20-30 minuti.

### Quando andare

Da fine maggio a inizio ottobre le corse sono frequenti. Giugno e settembre offrono acqua calda e meno turisti. Quando soffia il vento da nord, le spiagge della costa sud come Firiplaka e Tsigrado sono le più riparate.

### Consigli

- Il giro dell’isola in barca è l’unico modo per vedere Kleftiko e le grotte della costa occidentale.
- Prenota presto auto o quad: ad agosto i mezzi a noleggio finiscono in fretta.
- Sarakiniko dà il meglio di sé al mattino presto o al tramonto, senza caldo e senza folla.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Milos?',
            answer:
              'Circa 3 ore con il veloce e circa 5-7 ore con il convenzionale attraverso le Cicladi occidentali.',
          },
          {
            question: 'Come si va a Kimolos?',
            answer:
              'Con il piccolo traghetto da Pollonia, che fa diverse corse al giorno e impiega circa 20-30 minuti.',
          },
          {
            question: 'Si può raggiungere Kleftiko in auto?',
            answer:
              'No. Kleftiko si raggiunge solo dal mare, con le escursioni in barca che partono da Adamas.',
          },
        ],
      },
      sq: {
        slug: 'milos',
        title: 'Milos: tragete për Milos dhe Kimolos',
        metaDescription:
          'Bileta trageti për Milos nga Pireu dhe Cikladet Perëndimore: porti i Adamasit, kohëzgjatja, Kimolosi dhe këshilla për plazhet.',
        summary:
          'Ishull vullkanik me mbi 70 plazhe, shkëmbinjtë e bardhë të Sarakinikos, shpellat detare të Kleftikos dhe fshatra peshkatarësh mbi ujë.',
        body: `Milosi ua detyron peizazhin e tij vullkaneve: shkëmb i bardhë në **Sarakiniko**, shkëmbinj të kuq e okër në bregun jugor dhe shpellat detare të **Kleftikos**, ku shkohet vetëm me varkë. Në fshatrat e peshkatarëve Klima, Firopotamos dhe Mandrakia, *sirmatat* – strehat e varkave me dyer të lyera me ngjyra – janë ndërtuar buzë ujit. **Plaka**, kryeqendra, sheh mbi gjithë gjirin; pak më poshtë ndodhen katakombet paleokristiane dhe vendi ku u gjet Venera e Milos në vitin 1820.

### Si të shkoni me traget

Tragetet ankorohen në **Adamas**, në një nga gjiret natyrore më të mëdha të Mesdheut. Nga **Pireu** tragetet e shpejta udhëtojnë rreth 3 orë, ndërsa ato konvencionale, me ndalesa në Kithnos, Serifos dhe Sifnos, rreth 5 deri në 7 orë. Sifnosi është rreth një orë larg dhe ka lidhje me Folegandrosin dhe Santorinin. Për në **Kimolos**, një traget i vogël niset nga Polonia disa herë në ditë dhe udhëton rreth 20 deri në 30 minuta.

### Kur të shkoni

Nga fundi i majit deri në fillim të tetorit nisjet janë të shpeshta. Qershori dhe shtatori kanë ujë të ngrohtë dhe më pak vizitorë. Kur fryn era e veriut, plazhet e bregut jugor si Firiplaka dhe Tsigrado janë më të mbrojturat.

### Këshilla

- Xhiroja e ishullit me varkë është mënyra e vetme për të parë Kleftikon dhe shpellat e bregut perëndimor.
- Rezervoni herët makinën ose kuadin: në gusht mjetet me qira mbarojnë shpejt.
- Sarakiniko është më i bukur herët në mëngjes ose në muzg, pa vapë dhe pa turmë.`,
        faq: [
          {
            question: 'Sa zgjat udhëtimi nga Pireu në Milos?',
            answer:
              'Rreth 3 orë me traget të shpejtë dhe rreth 5 deri në 7 orë me traget konvencional nëpër Cikladet Perëndimore.',
          },
          {
            question: 'Si shkohet në Kimolos?',
            answer:
              'Me tragetin e vogël nga Polonia, që bën disa udhëtime në ditë dhe zgjat rreth 20 deri në 30 minuta.',
          },
          {
            question: 'A mund të shkoj në Kleftiko me makinë?',
            answer: 'Jo. Kleftiko arrihet vetëm nga deti, me ekskursione me varkë që nisen nga Adamasi.',
          },
        ],
      },
    },
  },
  {
    key: 'ios',
    portCodes: ['IOS'],
    region: 'cyclades',
    coordinates: { lat: 36.7233, lng: 25.2819 },
    illustration: {
      scene: 'island-village',
      palette: { sky: '#cfe7f4', sea: '#1d77a8', land: '#f1ebdd', accent: '#3a7ca5' },
    },
    related: ['santorini', 'naxos', 'paros', 'folegandros'],
    text: {
      el: {
        slug: 'ios',
        title: 'Ίος: πλοία, παραλίες και η Χώρα',
        metaDescription:
          'Εισιτήρια πλοίου για Ίο από Πειραιά, Σαντορίνη, Νάξο και Πάρο: διάρκεια ταξιδιού, λιμάνι Γιαλός, καλύτερη εποχή και πρακτικές συμβουλές.',
        summary:
          'Η Χώρα με τους ανεμόμυλους, ο Μυλοπότας και ήσυχοι κόλποι στον νότο. Λίγο πάνω από μισή ώρα με ταχύπλοο από τη Σαντορίνη.',
        body: `Η Ίος είναι μικρό νησί με μεγάλες παραλίες. Η **Χώρα**, χτισμένη αμφιθεατρικά πάνω από το λιμάνι, έχει ασβεστωμένα σοκάκια, ανεμόμυλους και την Παναγία τη Γκρεμιώτισσα με θέα στο πέλαγος. Ο **Μυλοπότας** είναι η γνωστότερη παραλία, ενώ το **Μαγγανάρι** στον νότο και η Αγία Θεοδότη στα ανατολικά είναι πιο ήσυχα. Στον βορρά, στο Πλακωτό, η παράδοση τοποθετεί τον τάφο του Ομήρου, και στον λόφο Σκάρκος σώζεται οικισμός της Εποχής του Χαλκού. Τον Ιούλιο και τον Αύγουστο η Ίος προσελκύει πολλούς νέους για τη νυχτερινή της ζωή· τον Ιούνιο και τον Σεπτέμβριο είναι πολύ πιο ήρεμη.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στον **Γιαλό**, το λιμάνι του νησιού, λίγο κάτω από τη Χώρα. Από τον **Πειραιά** το συμβατικό πλοίο χρειάζεται περίπου 7 ώρες και το ταχύπλοο περίπου 4 ώρες. Η **Σαντορίνη** απέχει περίπου 40 με 50 λεπτά με ταχύπλοο και 1,5 με 2 ώρες με συμβατικό, ενώ η Νάξος και η Πάρος είναι 1 με 2 ώρες μακριά. Υπάρχουν επίσης συνδέσεις με Σίκινο και Φολέγανδρο.

### Πότε να πάτε

Από τον Μάιο ως τον Σεπτέμβριο υπάρχουν πολλά δρομολόγια. Για ήσυχες διακοπές προτιμήστε τον Ιούνιο ή τον Σεπτέμβριο. Τον χειμώνα το νησί έχει λίγα πλοία και τα περισσότερα καταλύματα είναι κλειστά.

### Χρήσιμες συμβουλές

- Λεωφορείο συνδέει το λιμάνι με τη Χώρα και τον Μυλοπότα όλη την ημέρα το καλοκαίρι.
- Για το Μαγγανάρι υπάρχει λεωφορείο ή καραβάκι από τον Γιαλό.
- Η Ίος συνδυάζεται εύκολα με Σαντορίνη και Νάξο σε ένα ταξίδι λίγων ημερών.`,
        faq: [
          {
            question: 'Πόσο απέχει η Ίος από τη Σαντορίνη;',
            answer: 'Περίπου 40 με 50 λεπτά με ταχύπλοο και 1,5 με 2 ώρες με συμβατικό πλοίο.',
          },
          {
            question: 'Πόσες ώρες είναι η Ίος από τον Πειραιά;',
            answer: 'Περίπου 7 ώρες με συμβατικό πλοίο και περίπου 4 ώρες με ταχύπλοο.',
          },
          {
            question: 'Είναι η Ίος κατάλληλη για οικογένειες;',
            answer:
              'Ναι, ειδικά τον Ιούνιο και τον Σεπτέμβριο. Παραλίες όπως το Μαγγανάρι και η Αγία Θεοδότη έχουν ρηχά νερά και ησυχία.',
          },
        ],
      },
      en: {
        slug: 'ios',
        title: 'Ios: ferries, beaches and Chora',
        metaDescription:
          'Ferry tickets to Ios from Piraeus, Santorini, Naxos and Paros: crossing times, the port of Gialos, the best season and practical tips.',
        summary:
          'A hilltop Chora with windmills, the long beach of Mylopotas and quiet bays in the south, just over half an hour from Santorini by fast boat.',
        body: `Ios is a small island with big beaches. **Chora**, stacked on the hill above the port, has whitewashed lanes, windmills and the church of Panagia Gremiotissa looking out to sea. **Mylopotas** is the best-known beach, while **Manganari** in the south and Agia Theodoti in the east are quieter. In the north, at Plakotos, tradition places the tomb of Homer, and on Skarkos hill a Bronze Age settlement has been excavated. In July and August Ios draws a young crowd for its nightlife; in June and September it is far more relaxed.

### Getting there by ferry

Ferries dock at **Gialos** (Ormos), the island’s port just below Chora. From **Piraeus** a conventional ferry takes about 7 hours and a high-speed ferry about 4 hours. **Santorini** is about 40 to 50 minutes away by fast boat and 1.5 to 2 hours by conventional ferry, and Naxos and Paros are 1 to 2 hours away. There are also links to Sikinos and Folegandros.

### When to go

From May to September there are plenty of sailings. For a quiet holiday choose June or September. In winter the island has few ferries and most accommodation is closed.

### Tips

- A bus runs between the port, Chora and Mylopotas all day in summer.
- Manganari can be reached by bus or by boat from Gialos.
- Ios combines easily with Santorini and Naxos on a trip of a few days.`,
        faq: [
          {
            question: 'How far is Ios from Santorini?',
            answer: 'About 40 to 50 minutes by high-speed ferry and 1.5 to 2 hours by conventional ferry.',
          },
          {
            question: 'How long is the ferry from Piraeus to Ios?',
            answer: 'About 7 hours by conventional ferry and about 4 hours by high-speed ferry.',
          },
          {
            question: 'Is Ios suitable for families?',
            answer:
              'Yes, especially in June and September. Beaches such as Manganari and Agia Theodoti have shallow water and a calm atmosphere.',
          },
        ],
      },
      de: {
        slug: 'ios',
        title: 'Ios: Fähren, Strände und Chora',
        metaDescription:
          'Fährtickets nach Ios ab Piräus, Santorini, Naxos und Paros: Fahrzeiten, der Hafen Gialos, die beste Reisezeit und praktische Tipps.',
        summary:
          'Ein Hügeldorf mit Windmühlen, der lange Strand von Mylopotas und ruhige Buchten im Süden – mit dem Schnellboot nur gut eine halbe Stunde von Santorini.',
        body: `Ios ist eine kleine Insel mit großen Stränden. **Chora**, am Hang über dem Hafen gebaut, hat weiß gekalkte Gassen, Windmühlen und die Kirche Panagia Gremiotissa mit Blick aufs Meer. **Mylopotas** ist der bekannteste Strand, **Manganari** im Süden und Agia Theodoti im Osten sind ruhiger. Im Norden, bei Plakotos, liegt der Überlieferung nach das Grab Homers, und auf dem Hügel Skarkos wurde eine bronzezeitliche Siedlung ausgegraben. Im Juli und August zieht Ios viele junge Leute wegen des Nachtlebens an; im Juni und September geht es wesentlich gelassener zu.

### Anreise mit der Fähre

Die Fähren legen in **Gialos** (Ormos) an, dem Hafen unterhalb von Chora. Ab **Piräus** braucht eine konventionelle Fähre etwa 7 Stunden, eine Schnellfähre etwa 4 Stunden. **Santorini** ist mit dem Schnellboot etwa 40 bis 50 Minuten entfernt, mit der konventionellen Fähre 1,5 bis 2 Stunden; Naxos und Paros erreichen Sie in 1 bis 2 Stunden. Außerdem gibt es Verbindungen nach Sikinos und Folegandros.

### Beste Reisezeit

Von Mai bis September gibt es zahlreiche Abfahrten. Wer Ruhe sucht, wählt Juni oder September. Im Winter fahren nur wenige Fähren, und die meisten Unterkünfte sind geschlossen.

### Tipps

- Im Sommer pendelt den ganzen Tag ein Bus zwischen Hafen, Chora und Mylopotas.
- Nach Manganari kommen Sie mit dem Bus oder mit dem Boot ab Gialos.
- Ios lässt sich auf einer Reise von wenigen Tagen gut mit Santorini und Naxos kombinieren.`,
        faq: [
          {
            question: 'Wie weit ist Ios von Santorini entfernt?',
            answer:
              'Etwa 40 bis 50 Minuten mit der Schnellfähre und 1,5 bis 2 Stunden mit der konventionellen Fähre.',
          },
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Ios?',
            answer: 'Etwa 7 Stunden mit der konventionellen Fähre und etwa 4 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Ist Ios für Familien geeignet?',
            answer:
              'Ja, besonders im Juni und September. Strände wie Manganari und Agia Theodoti haben flaches Wasser und eine ruhige Atmosphäre.',
          },
        ],
      },
      es: {
        slug: 'ios',
        title: 'Ios: ferris, playas y Chora',
        metaDescription:
          'Billetes de ferry a Ios desde El Pireo, Santorini, Naxos y Paros: duración, el puerto de Gialos, la mejor época y consejos prácticos.',
        summary:
          'Una Chora con molinos en lo alto, la larga playa de Mylopotas y calas tranquilas en el sur, a poco más de media hora de Santorini en barco rápido.',
        body: `Ios es una isla pequeña con grandes playas. **Chora**, escalonada en la colina sobre el puerto, tiene callejuelas encaladas, molinos y la iglesia de Panagia Gremiotissa asomada al mar. **Mylopotas** es la playa más conocida, mientras que **Manganari**, en el sur, y Agia Theodoti, en el este, son más tranquilas. En el norte, en Plakotos, la tradición sitúa la tumba de Homero, y en la colina de Skarkos se ha excavado un asentamiento de la Edad del Bronce. En julio y agosto Ios atrae a mucha gente joven por su vida nocturna; en junio y septiembre el ambiente es mucho más sosegado.

### Cómo llegar en ferry

Los barcos atracan en **Gialos** (Ormos), el puerto de la isla, justo debajo de Chora. Desde **El Pireo** un ferry convencional tarda unas 7 horas y uno rápido unas 4 horas. **Santorini** está a unos 40-50 minutos en barco rápido y a 1,5-2 horas en convencional, y Naxos y Paros quedan a entre 1 y 2 horas. También hay conexiones con Sikinos y Folegandros.

### Cuándo ir

De mayo a septiembre hay muchas salidas. Para unas vacaciones tranquilas, elija junio o septiembre. En invierno hay pocos barcos y la mayoría de los alojamientos están cerrados.

### Consejos

- En verano un autobús une el puerto, Chora y Mylopotas durante todo el día.
- A Manganari se llega en autobús o en barco desde Gialos.
- Ios se combina fácilmente con Santorini y Naxos en un viaje de pocos días.`,
        faq: [
          {
            question: '¿A qué distancia está Ios de Santorini?',
            answer: 'A unos 40-50 minutos en ferry rápido y a 1,5-2 horas en ferry convencional.',
          },
          {
            question: '¿Cuánto dura el ferry de El Pireo a Ios?',
            answer: 'Unas 7 horas en ferry convencional y unas 4 horas en ferry rápido.',
          },
          {
            question: '¿Es Ios adecuada para familias?',
            answer:
              'Sí, sobre todo en junio y septiembre. Playas como Manganari y Agia Theodoti tienen aguas poco profundas y un ambiente tranquilo.',
          },
        ],
      },
      fr: {
        slug: 'ios',
        title: 'Ios : ferries, plages et Chora',
        metaDescription:
          'Billets de ferry pour Ios depuis Le Pirée, Santorin, Naxos et Paros : durées, le port de Gialos, la meilleure saison et conseils pratiques.',
        summary:
          'Une Chora perchée et ses moulins, la longue plage de Mylopotas et des baies calmes au sud, à une petite demi-heure de Santorin en rapide.',
        body: `Ios est une petite île aux grandes plages. **Chora**, étagée sur la colline au-dessus du port, aligne ruelles blanchies, moulins et l’église de la Panagia Gremiotissa face au large. **Mylopotas** est la plage la plus connue ; **Manganari** au sud et Agia Theodoti à l’est sont plus calmes. Au nord, à Plakotos, la tradition situe le tombeau d’Homère, et sur la colline de Skarkos on a mis au jour un habitat de l’âge du bronze. En juillet et août, Ios attire beaucoup de jeunes pour sa vie nocturne ; en juin et en septembre, l’ambiance est bien plus détendue.

### Y aller en ferry

Les navires accostent à **Gialos** (Ormos), le port situé sous Chora. Depuis **Le Pirée**, comptez environ 7 heures en ferry classique et 4 heures en navire rapide. **Santorin** est à 40-50 minutes en rapide et à 1 h 30 - 2 h en ferry classique ; Naxos et Paros sont à 1 ou 2 heures. Des liaisons existent aussi vers Sikinos et Folégandros.

### Quand partir

De mai à septembre, les départs sont nombreux. Pour des vacances tranquilles, préférez juin ou septembre. En hiver, les ferries sont rares et la plupart des hébergements ferment.

### Conseils

- En été, un bus relie toute la journée le port, Chora et Mylopotas.
- Manganari est desservie par bus ou par bateau depuis Gialos.
- Ios se combine facilement avec Santorin et Naxos lors d’un voyage de quelques jours.`,
        faq: [
          {
            question: 'Quelle distance entre Ios et Santorin ?',
            answer: 'Environ 40 à 50 minutes en navire rapide et 1 h 30 à 2 h en ferry classique.',
          },
          {
            question: 'Combien de temps dure le ferry Le Pirée – Ios ?',
            answer: 'Environ 7 heures en ferry classique et 4 heures en navire rapide.',
          },
          {
            question: 'Ios convient-elle aux familles ?',
            answer:
              'Oui, surtout en juin et en septembre. Des plages comme Manganari et Agia Theodoti offrent une eau peu profonde et du calme.',
          },
        ],
      },
      it: {
        slug: 'ios',
        title: 'Ios: traghetti, spiagge e Chora',
        metaDescription:
          'Biglietti traghetto per Ios dal Pireo, Santorini, Naxos e Paros: durata, il porto di Gialos, il periodo migliore e consigli pratici.',
        summary:
          'Una Chora in collina con i mulini, la lunga spiaggia di Mylopotas e baie tranquille a sud, a poco più di mezz’ora da Santorini col veloce.',
        body: `Ios è un’isola piccola con grandi spiagge. **Chora**, arroccata sulla collina sopra il porto, ha vicoli imbiancati, mulini a vento e la chiesa della Panagia Gremiotissa affacciata sul mare. **Mylopotas** è la spiaggia più famosa, mentre **Manganari** a sud e Agia Theodoti a est sono più tranquille. A nord, a Plakotos, la tradizione colloca la tomba di Omero, e sulla collina di Skarkos è stato scavato un insediamento dell’età del bronzo. A luglio e agosto Ios richiama molti giovani per la vita notturna; a giugno e settembre l’atmosfera è molto più rilassata.

### Come arrivare in traghetto

I traghetti attraccano a **Gialos** (Ormos), il porto dell’isola proprio sotto Chora. Dal **Pireo** il convenzionale impiega circa 7 ore e il veloce circa 4 ore. **Santorini** dista circa 40-50 minuti col veloce e 1,5-2 ore col convenzionale, mentre Naxos e Paros sono a 1-2 ore. Ci sono collegamenti anche con Sikinos e Folegandros.

### Quando andare

Da maggio a settembre le partenze sono numerose. Per una vacanza tranquilla scegli giugno o settembre. In inverno ci sono pochi traghetti e la maggior parte delle strutture è chiusa.

### Consigli

- D’estate un autobus collega per tutto il giorno il porto, Chora e Mylopotas.
- A Manganari si arriva in autobus o in barca da Gialos.
- Ios si abbina facilmente a Santorini e Naxos in un viaggio di pochi giorni.`,
        faq: [
          {
            question: 'Quanto dista Ios da Santorini?',
            answer: 'Circa 40-50 minuti con il veloce e 1,5-2 ore con il traghetto convenzionale.',
          },
          {
            question: 'Quanto dura il traghetto dal Pireo a Ios?',
            answer: 'Circa 7 ore con il convenzionale e circa 4 ore con il veloce.',
          },
          {
            question: 'Ios è adatta alle famiglie?',
            answer:
              'Sì, soprattutto a giugno e settembre. Spiagge come Manganari e Agia Theodoti hanno acqua bassa e un’atmosfera tranquilla.',
          },
        ],
      },
      sq: {
        slug: 'ios',
        title: 'Ios: tragete, plazhe dhe Hora',
        metaDescription:
          'Bileta trageti për Ios nga Pireu, Santorini, Naksosi dhe Parosi: kohëzgjatja, porti i Gjalosit, stina më e mirë dhe këshilla praktike.',
        summary:
          'Hora me mullinj në kodër, plazhi i gjatë i Milopotasit dhe gjire të qeta në jug, pak më shumë se gjysmë ore nga Santorini me mjet të shpejtë.',
        body: `Iosi është ishull i vogël me plazhe të mëdha. **Hora**, e ndërtuar shkallë-shkallë mbi port, ka rrugica të zbardhura, mullinj me erë dhe kishën e Panagia Gremiotisës me pamje nga deti. **Milopotasi** është plazhi më i njohur, ndërsa **Manganari** në jug dhe Agia Theodoti në lindje janë më të qetë. Në veri, në Plakotos, tradita vendos varrin e Homerit, dhe në kodrën e Skarkosit është gërmuar një vendbanim i epokës së bronzit. Në korrik dhe gusht Iosi tërheq shumë të rinj për jetën e natës; në qershor dhe shtator atmosfera është shumë më e qetë.

### Si të shkoni me traget

Tragetet ankorohen në **Gjalos** (Ormos), portin e ishullit poshtë Horës. Nga **Pireu** trageti konvencional udhëton rreth 7 orë dhe ai i shpejtë rreth 4 orë. **Santorini** është rreth 40 deri në 50 minuta larg me mjet të shpejtë dhe 1,5 deri në 2 orë me traget konvencional, ndërsa Naksosi dhe Parosi janë 1 deri në 2 orë larg. Ka gjithashtu lidhje me Sikinosin dhe Folegandrosin.

### Kur të shkoni

Nga maji deri në shtator ka shumë nisje. Për pushime të qeta zgjidhni qershorin ose shtatorin. Në dimër ka pak tragete dhe shumica e akomodimeve janë të mbyllura.

### Këshilla

- Në verë një autobus lidh gjatë gjithë ditës portin, Horën dhe Milopotasin.
- Në Manganari shkohet me autobus ose me varkë nga Gjalosi.
- Iosi kombinohet lehtë me Santorinin dhe Naksosin në një udhëtim disaditor.`,
        faq: [
          {
            question: 'Sa larg është Iosi nga Santorini?',
            answer:
              'Rreth 40 deri në 50 minuta me traget të shpejtë dhe 1,5 deri në 2 orë me traget konvencional.',
          },
          {
            question: 'Sa zgjat trageti nga Pireu në Ios?',
            answer: 'Rreth 7 orë me traget konvencional dhe rreth 4 orë me traget të shpejtë.',
          },
          {
            question: 'A është Iosi i përshtatshëm për familje?',
            answer:
              'Po, sidomos në qershor dhe shtator. Plazhe si Manganari dhe Agia Theodoti kanë ujë të cekët dhe atmosferë të qetë.',
          },
        ],
      },
    },
  },
];
