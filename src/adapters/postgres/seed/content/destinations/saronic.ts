import type { SeedDestination } from '../types.ts';

export const SARONIC: SeedDestination[] = [
  {
    key: 'aegina',
    portCodes: ['EGI'],
    region: 'saronic',
    coordinates: { lat: 37.7467, lng: 23.4275 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e6f1f7', sea: '#2e7db0', land: '#cdb892', accent: '#7d9a3a' },
    },
    related: ['hydra', 'kea'],
    text: {
      el: {
        slug: 'aigina',
        title: 'Αίγινα: πλοία από Πειραιά και οδηγός',
        metaDescription:
          'Εισιτήρια πλοίου για Αίγινα από Πειραιά: συμβατικά και ταχύπλοα, διάρκεια από 40 λεπτά, Ναός Αφαίας, φιστίκια και παραλίες.',
        summary:
          'Το νησί του φιστικιού, με τον Ναό της Αφαίας και νεοκλασική πόλη-λιμάνι, λιγότερο από μία ώρα από τον Πειραιά.',
        body: `Η Αίγινα είναι το πιο εύκολο νησί για μια απόδραση από την Αθήνα. Η **πόλη της Αίγινας**, πρώτη πρωτεύουσα του νεοσύστατου ελληνικού κράτους το 1828, έχει νεοκλασικά κτίρια, ψαραγορά και γραφική προκυμαία με άμαξες. Ο **Ναός της Αφαίας**, του 5ου αιώνα π.Χ., στέκει πάνω σε λόφο με πεύκα στα ανατολικά και είναι από τους καλύτερα σωζόμενους αρχαϊκούς ναούς της Ελλάδας. Κοντά βρίσκεται η μονή του **Αγίου Νεκταρίου**, μεγάλο προσκύνημα, και ο εγκαταλειμμένος βυζαντινός οικισμός της **Παλαιάς Χώρας** με δεκάδες εκκλησάκια. Η Αίγινα είναι φημισμένη για τα **φιστίκια** της, που θα βρείτε σε κάθε μορφή στα μαγαζιά της προκυμαίας. Για μπάνιο, η Αγία Μαρίνα, η Πέρδικα με τις ψαροταβέρνες και η απέναντι νησίδα **Μονή** είναι δημοφιλείς επιλογές.

### Πώς θα φτάσετε με πλοίο

Από τον **Πειραιά** τα ταχύπλοα φτάνουν στην Αίγινα σε περίπου 40 λεπτά και τα συμβατικά πλοία, που μεταφέρουν και αυτοκίνητα, σε περίπου 1 ώρα και 15 λεπτά. Τα δρομολόγια είναι πολλά κάθε μέρα, όλο τον χρόνο. Ορισμένα πλοία πιάνουν και στη Σουβάλα ή στην Αγία Μαρίνα. Από την Αίγινα υπάρχουν μικρά πλοία για το **Αγκίστρι** και συνδέσεις με Μέθανα και Πόρο.

### Πότε να πάτε

Η Αίγινα είναι ευχάριστη όλο τον χρόνο. Την άνοιξη και το φθινόπωρο είναι ιδανική για περπάτημα και αρχαιολογικούς χώρους. Τον Σεπτέμβριο γίνεται η γιορτή του φιστικιού. Τα Σαββατοκύριακα του καλοκαιριού τα πλοία γεμίζουν.

### Χρήσιμες συμβουλές

- Για Σάββατο πρωί και Κυριακή απόγευμα κλείστε εισιτήρια από πριν, ιδίως με αυτοκίνητο.
- Τα λεωφορεία ξεκινούν από την πλατεία δίπλα στο λιμάνι και πηγαίνουν στην Αφαία και στην Αγία Μαρίνα.
- Η Αίγινα συνδυάζεται εύκολα με το Αγκίστρι σε ένα διήμερο.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Αίγινα;',
            answer: 'Περίπου 40 λεπτά με ταχύπλοο και περίπου 1 ώρα και 15 λεπτά με συμβατικό πλοίο.',
          },
          {
            question: 'Μπορώ να πάω με το αυτοκίνητό μου;',
            answer: 'Ναι, τα συμβατικά πλοία μεταφέρουν οχήματα. Τα ταχύπλοα δέχονται μόνο επιβάτες.',
          },
          {
            question: 'Πώς πάω στο Αγκίστρι από την Αίγινα;',
            answer: 'Με μικρά πλοία από το λιμάνι της Αίγινας, σε περίπου 20 λεπτά, αρκετές φορές την ημέρα.',
          },
        ],
      },
      en: {
        slug: 'aegina',
        title: 'Aegina: ferries from Piraeus and island guide',
        metaDescription:
          'Ferry tickets to Aegina from Piraeus: conventional and high-speed, from 40 minutes, the Temple of Aphaia, pistachios and beaches.',
        summary:
          'The pistachio island, with the Temple of Aphaia and a neoclassical harbour town, less than an hour from Piraeus.',
        body: `Aegina is the easiest island escape from Athens. **Aegina Town**, the first capital of the newly founded Greek state in 1828, has neoclassical buildings, a fish market and a waterfront with horse-drawn carriages. The 5th-century BC **Temple of Aphaia** stands on a pine-covered hill in the east and is one of the best-preserved archaic temples in Greece. Nearby are the monastery of **Agios Nektarios**, a major pilgrimage site, and the abandoned Byzantine settlement of **Palaiochora** with dozens of small churches. Aegina is famous for its **pistachios**, sold in every form along the waterfront. For swimming, Agia Marina, Perdika with its fish tavernas and the islet of **Moni** opposite are popular choices.

### Getting there by ferry

From **Piraeus** high-speed ferries reach Aegina in about 40 minutes and conventional ferries, which also carry cars, in about 1 hour 15 minutes. There are many sailings every day, all year round. Some boats also call at Souvala or Agia Marina. From Aegina, small ferries run to **Agkistri**, and there are links to Methana and Poros.

### When to go

Aegina is pleasant all year. Spring and autumn are ideal for walking and visiting the sites. The pistachio festival takes place in September. On summer weekends ferries fill up.

### Tips

- For Saturday mornings and Sunday afternoons book in advance, especially with a car.
- Buses leave from the square next to the port for Aphaia and Agia Marina.
- Aegina combines easily with Agkistri on a two-day trip.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Aegina?',
            answer: 'About 40 minutes by high-speed ferry and about 1 hour 15 minutes by conventional ferry.',
          },
          {
            question: 'Can I take my car?',
            answer: 'Yes, conventional ferries carry vehicles. High-speed boats take foot passengers only.',
          },
          {
            question: 'How do I get from Aegina to Agkistri?',
            answer: 'By small ferry from Aegina harbour, in about 20 minutes, several times a day.',
          },
        ],
      },
      de: {
        slug: 'aegina',
        title: 'Ägina: Fähren ab Piräus und Reiseinfos',
        metaDescription:
          'Fährtickets nach Ägina ab Piräus: konventionelle Fähren und Schnellboote ab 40 Minuten, Aphaia-Tempel, Pistazien und Strände.',
        summary:
          'Die Pistazieninsel mit dem Aphaia-Tempel und einer klassizistischen Hafenstadt, weniger als eine Stunde von Piräus entfernt.',
        body: `Ägina ist die am einfachsten erreichbare Insel für einen Ausflug ab Athen. **Ägina-Stadt**, 1828 erste Hauptstadt des jungen griechischen Staates, hat klassizistische Gebäude, einen Fischmarkt und eine Uferpromenade mit Pferdekutschen. Der **Aphaia-Tempel** aus dem 5. Jahrhundert v. Chr. steht im Osten auf einem pinienbewachsenen Hügel und gehört zu den besterhaltenen archaischen Tempeln Griechenlands. In der Nähe liegen das Kloster **Agios Nektarios**, ein bedeutender Wallfahrtsort, und die verlassene byzantinische Siedlung **Paläochora** mit Dutzenden kleiner Kirchen. Ägina ist berühmt für seine **Pistazien**, die an der Promenade in allen Varianten verkauft werden. Zum Baden sind Agia Marina, Perdika mit seinen Fischtavernen und die gegenüberliegende Insel **Moni** beliebt.

### Anreise mit der Fähre

Ab **Piräus** erreichen Schnellboote Ägina in etwa 40 Minuten, konventionelle Fähren, die auch Autos mitnehmen, in etwa 1 Stunde 15 Minuten. Es gibt ganzjährig täglich viele Abfahrten. Einige Schiffe laufen auch Souvala oder Agia Marina an. Von Ägina fahren kleine Fähren nach **Agkistri**, außerdem gibt es Verbindungen nach Methana und Poros.

### Beste Reisezeit

Ägina ist das ganze Jahr über angenehm. Frühling und Herbst eignen sich besonders zum Wandern und für Besichtigungen. Im September findet das Pistazienfest statt. An Sommerwochenenden sind die Fähren voll.

### Tipps

- Für Samstagvormittag und Sonntagnachmittag im Voraus buchen, besonders mit Auto.
- Busse fahren vom Platz neben dem Hafen zum Aphaia-Tempel und nach Agia Marina.
- Ägina lässt sich gut mit Agkistri zu einem Zweitagesausflug verbinden.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Ägina?',
            answer:
              'Etwa 40 Minuten mit dem Schnellboot und etwa 1 Stunde 15 Minuten mit der konventionellen Fähre.',
          },
          {
            question: 'Kann ich mein Auto mitnehmen?',
            answer:
              'Ja, die konventionellen Fähren transportieren Fahrzeuge. Schnellboote nehmen nur Fußpassagiere mit.',
          },
          {
            question: 'Wie komme ich von Ägina nach Agkistri?',
            answer: 'Mit kleinen Fähren ab dem Hafen von Ägina in etwa 20 Minuten, mehrmals täglich.',
          },
        ],
      },
      es: {
        slug: 'egina',
        title: 'Egina: ferris desde El Pireo y guía de la isla',
        metaDescription:
          'Billetes de ferry a Egina desde El Pireo: convencionales y rápidos, desde 40 minutos, el templo de Afaya, pistachos y playas.',
        summary:
          'La isla del pistacho, con el templo de Afaya y una ciudad portuaria neoclásica, a menos de una hora de El Pireo.',
        body: `Egina es la escapada insular más fácil desde Atenas. La **ciudad de Egina**, primera capital del nuevo Estado griego en 1828, tiene edificios neoclásicos, un mercado de pescado y un paseo marítimo con coches de caballos. El **templo de Afaya**, del siglo V a. C., se alza sobre una colina cubierta de pinos en el este y es uno de los templos arcaicos mejor conservados de Grecia. Cerca se encuentran el monasterio de **Agios Nektarios**, gran lugar de peregrinación, y el asentamiento bizantino abandonado de **Paleochora**, con decenas de pequeñas iglesias. Egina es famosa por sus **pistachos**, que se venden de mil formas en el paseo marítimo. Para bañarse, Agia Marina, Perdika con sus tabernas de pescado y el islote de **Moni**, enfrente, son opciones muy populares.

### Cómo llegar en ferry

Desde **El Pireo** los barcos rápidos llegan a Egina en unos 40 minutos y los convencionales, que también llevan coches, en alrededor de 1 hora y 15 minutos. Hay muchas salidas diarias durante todo el año. Algunos barcos paran también en Souvala o Agia Marina. Desde Egina salen pequeños ferris a **Agkistri** y hay conexiones con Methana y Poros.

### Cuándo ir

Egina resulta agradable todo el año. La primavera y el otoño son ideales para caminar y visitar los yacimientos. En septiembre se celebra la fiesta del pistacho. Los fines de semana de verano los barcos se llenan.

### Consejos

- Para el sábado por la mañana y el domingo por la tarde, reserve con antelación, sobre todo si lleva coche.
- Los autobuses salen de la plaza junto al puerto hacia Afaya y Agia Marina.
- Egina se combina fácilmente con Agkistri en una escapada de dos días.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Egina?',
            answer:
              'Unos 40 minutos en barco rápido y alrededor de 1 hora y 15 minutos en ferry convencional.',
          },
          {
            question: '¿Puedo llevar mi coche?',
            answer:
              'Sí, los ferris convencionales transportan vehículos. Los rápidos solo admiten pasajeros a pie.',
          },
          {
            question: '¿Cómo se va de Egina a Agkistri?',
            answer: 'En pequeños ferris desde el puerto de Egina, en unos 20 minutos, varias veces al día.',
          },
        ],
      },
      fr: {
        slug: 'egine',
        title: 'Égine : ferries depuis Le Pirée et guide de l’île',
        metaDescription:
          'Billets de ferry pour Égine depuis Le Pirée : ferries classiques et rapides dès 40 minutes, temple d’Aphaïa, pistaches et plages.',
        summary:
          'L’île de la pistache, avec le temple d’Aphaïa et une ville portuaire néoclassique, à moins d’une heure du Pirée.',
        body: `Égine est l’escapade insulaire la plus simple depuis Athènes. La **ville d’Égine**, première capitale du jeune État grec en 1828, compte des bâtiments néoclassiques, un marché aux poissons et un front de mer parcouru par des calèches. Le **temple d’Aphaïa**, du Ve siècle av. J.-C., se dresse sur une colline couverte de pins à l’est et compte parmi les temples archaïques les mieux conservés de Grèce. Tout près se trouvent le monastère d’**Agios Nektarios**, grand lieu de pèlerinage, et le village byzantin abandonné de **Palaiochora** aux dizaines de chapelles. Égine est réputée pour ses **pistaches**, vendues sous toutes les formes le long du port. Pour la baignade, Agia Marina, Perdika et ses tavernes de poisson, ainsi que l’îlot de **Moni** en face sont très appréciés.

### Y aller en ferry

Depuis **Le Pirée**, les rapides rejoignent Égine en 40 minutes environ et les ferries classiques, qui embarquent aussi les voitures, en 1 h 15 environ. Les départs sont nombreux chaque jour, toute l’année. Certains bateaux desservent aussi Souvala ou Agia Marina. D’Égine, de petits ferries partent pour **Agkistri**, et des liaisons existent vers Méthana et Poros.

### Quand partir

Égine est agréable toute l’année. Le printemps et l’automne se prêtent à la marche et aux visites. La fête de la pistache a lieu en septembre. Les week-ends d’été, les ferries sont pleins.

### Conseils

- Pour le samedi matin et le dimanche après-midi, réservez à l’avance, surtout avec une voiture.
- Les bus partent de la place voisine du port vers Aphaïa et Agia Marina.
- Égine se combine facilement avec Agkistri sur deux jours.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Égine ?',
            answer: 'Environ 40 minutes en navire rapide et 1 h 15 environ en ferry classique.',
          },
          {
            question: 'Puis-je emmener ma voiture ?',
            answer:
              'Oui, les ferries classiques embarquent les véhicules. Les rapides ne prennent que des passagers.',
          },
          {
            question: 'Comment aller d’Égine à Agkistri ?',
            answer: 'Par les petits ferries du port d’Égine, en 20 minutes environ, plusieurs fois par jour.',
          },
        ],
      },
      it: {
        slug: 'egina',
        title: 'Egina: traghetti dal Pireo e guida all’isola',
        metaDescription:
          'Biglietti traghetto per Egina dal Pireo: convenzionali e veloci, da 40 minuti, il tempio di Afaia, pistacchi e spiagge.',
        summary:
          'L’isola del pistacchio, con il tempio di Afaia e una cittadina portuale neoclassica, a meno di un’ora dal Pireo.',
        body: `Egina è la fuga sull’isola più semplice da Atene. La **città di Egina**, prima capitale del nuovo Stato greco nel 1828, ha edifici neoclassici, un mercato del pesce e un lungomare con le carrozze a cavallo. Il **tempio di Afaia**, del V secolo a.C., sorge su una collina coperta di pini nella parte orientale ed è uno dei templi arcaici meglio conservati della Grecia. Vicino si trovano il monastero di **Agios Nektarios**, importante meta di pellegrinaggio, e l’insediamento bizantino abbandonato di **Paleochora**, con decine di chiesette. Egina è famosa per i suoi **pistacchi**, venduti in ogni forma lungo il porto. Per il mare, Agia Marina, Perdika con le sue taverne di pesce e l’isolotto di **Moni** di fronte sono scelte molto amate.

### Come arrivare in traghetto

Dal **Pireo** i veloci raggiungono Egina in circa 40 minuti e i convenzionali, che trasportano anche auto, in circa 1 ora e 15 minuti. Le corse sono numerose ogni giorno, tutto l’anno. Alcune navi fanno scalo anche a Souvala o Agia Marina. Da Egina partono piccoli traghetti per **Agkistri** e ci sono collegamenti con Methana e Poros.

### Quando andare

Egina è piacevole tutto l’anno. Primavera e autunno sono ideali per camminare e visitare i siti. A settembre si tiene la festa del pistacchio. Nei weekend estivi i traghetti sono pieni.

### Consigli

- Per il sabato mattina e la domenica pomeriggio prenota in anticipo, soprattutto se viaggi in auto.
- Gli autobus partono dalla piazza vicino al porto per Afaia e Agia Marina.
- Egina si abbina facilmente ad Agkistri in due giorni.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Egina?',
            answer: 'Circa 40 minuti con il veloce e circa 1 ora e 15 minuti con il convenzionale.',
          },
          {
            question: 'Posso portare la mia auto?',
            answer:
              'Sì, i traghetti convenzionali trasportano veicoli. I veloci accettano solo passeggeri a piedi.',
          },
          {
            question: 'Come si va da Egina ad Agkistri?',
            answer: 'Con piccoli traghetti dal porto di Egina, in circa 20 minuti, più volte al giorno.',
          },
        ],
      },
      sq: {
        slug: 'egjina',
        title: 'Egjina: tragete nga Pireu dhe udhëzues',
        metaDescription:
          'Bileta trageti për Egjinë nga Pireu: tragete konvencionale dhe të shpejta, nga 40 minuta, tempulli i Afaias, fistëkët dhe plazhet.',
        summary:
          'Ishulli i fistëkut, me tempullin e Afaias dhe një qytet-port neoklasik, më pak se një orë nga Pireu.',
        body: `Egjina është arratisja më e lehtë në ishull nga Athina. **Qyteti i Egjinës**, kryeqyteti i parë i shtetit të ri grek në vitin 1828, ka ndërtesa neoklasike, treg peshku dhe një bulevard bregdetar me karroca me kuaj. **Tempulli i Afaias**, i shekullit V p.e.s., ngrihet mbi një kodër me pisha në lindje dhe është një nga tempujt arkaikë më mirë të ruajtur në Greqi. Afër ndodhen manastiri i **Shën Nektarit**, vend i madh pelegrinazhi, dhe vendbanimi bizantin i braktisur i **Paleohorës** me dhjetëra kishëza. Egjina është e famshme për **fistëkët** e saj, që shiten në çdo formë përgjatë portit. Për not, Agia Marina, Perdika me tavernat e peshkut dhe ishulli i vogël **Moni** përballë janë zgjedhje të njohura.

### Si të shkoni me traget

Nga **Pireu** mjetet e shpejta arrijnë në Egjinë për rreth 40 minuta dhe tragetet konvencionale, që marrin edhe makina, për rreth 1 orë e 15 minuta. Ka shumë nisje çdo ditë, gjatë gjithë vitit. Disa anije ndalojnë edhe në Suvala ose Agia Marina. Nga Egjina nisen tragete të vogla për në **Agistri** dhe ka lidhje me Methanën dhe Porosin.

### Kur të shkoni

Egjina është e këndshme gjatë gjithë vitit. Pranvera dhe vjeshta janë ideale për ecje dhe vizita në vendet arkeologjike. Në shtator mbahet festa e fistëkut. Në fundjavat e verës tragetet mbushen.

### Këshilla

- Për të shtunën në mëngjes dhe të dielën pasdite rezervoni paraprakisht, sidomos me makinë.
- Autobusët nisen nga sheshi pranë portit për në Afaia dhe Agia Marina.
- Egjina kombinohet lehtë me Agistrin në një udhëtim dyditor.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Egjinë?',
            answer: 'Rreth 40 minuta me mjet të shpejtë dhe rreth 1 orë e 15 minuta me traget konvencional.',
          },
          {
            question: 'A mund të marr makinën time?',
            answer:
              'Po, tragetet konvencionale transportojnë automjete. Mjetet e shpejta marrin vetëm pasagjerë pa makinë.',
          },
          {
            question: 'Si shkohet nga Egjina në Agistri?',
            answer: 'Me tragete të vogla nga porti i Egjinës, për rreth 20 minuta, disa herë në ditë.',
          },
        ],
      },
    },
  },
  {
    key: 'hydra',
    portCodes: ['HYD'],
    region: 'saronic',
    coordinates: { lat: 37.3497, lng: 23.4653 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e9f2f7', sea: '#23689a', land: '#b8a88a', accent: '#8c2f39' },
    },
    related: ['aegina'],
    text: {
      el: {
        slug: 'ydra',
        title: 'Ύδρα: ταχύπλοα από Πειραιά και οδηγός',
        metaDescription:
          'Εισιτήρια για Ύδρα από Πειραιά με ταχύπλοο σε περίπου 1,5 με 2 ώρες. Ένα νησί χωρίς αυτοκίνητα, με πέτρινα αρχοντικά και ιστορικό λιμάνι.',
        summary:
          'Ένα νησί χωρίς αυτοκίνητα, με πέτρινα καπεταναίικα αρχοντικά γύρω από ένα από τα ωραιότερα λιμάνια του Αιγαίου.',
        body: `Η Ύδρα είναι ένα από τα πιο κομψά νησιά της Ελλάδας. Το **λιμάνι**, σε σχήμα πετάλου, περιβάλλεται από πέτρινα αρχοντικά των καπεταναίων που τον 18ο και 19ο αιώνα έκαναν την Ύδρα ναυτική δύναμη και έπαιξαν σημαντικό ρόλο στην Επανάσταση του 1821. Στο νησί **δεν κυκλοφορούν αυτοκίνητα ούτε μηχανάκια**: οι μεταφορές γίνονται με γαϊδουράκια, με τα πόδια ή με θαλάσσια ταξί. Το Ιστορικό Αρχείο-Μουσείο, το αρχοντικό Λαζάρου Κουντουριώτη και η μονή του Προφήτη Ηλία στην κορυφή του βουνού αξίζουν μια επίσκεψη. Για κολύμπι, τα βράχια στο Σπήλιο και στο Υδρονέτα δίπλα στην πόλη, το Βλυχός και ο Άγιος Νικόλαος είναι δημοφιλείς επιλογές, και πολλές παραλίες φτάνονται μόνο με θαλάσσιο ταξί.

### Πώς θα φτάσετε με πλοίο

Η Ύδρα εξυπηρετείται από **ταχύπλοα** από τον **Πειραιά**, με διάρκεια περίπου 1,5 με 2 ώρες ανάλογα με τις στάσεις σε Πόρο ή Ερμιόνη. Τα περισσότερα δρομολόγια συνεχίζουν για **Σπέτσες** και **Πόρτο Χέλι**. Από το **Μετόχι** της Πελοποννήσου, απέναντι, μικρά πλοία φτάνουν στην Ύδρα σε περίπου 20 λεπτά, μια λύση για όσους έρχονται οδικώς.

### Πότε να πάτε

Από τον Απρίλιο ως τον Οκτώβριο. Η άνοιξη είναι ιδανική για περπάτημα στα μονοπάτια του νησιού. Τον Ιούνιο γίνονται οι εορτασμοί των **Μιαουλείων**, με αναπαράσταση ναυμαχίας στο λιμάνι.

### Χρήσιμες συμβουλές

- Αφού δεν υπάρχουν αυτοκίνητα, πάρτε βαλίτσα που κουβαλιέται εύκολα στα σκαλοπάτια· στο λιμάνι περιμένουν αχθοφόροι με γαϊδουράκια.
- Τα Σαββατοκύριακα του καλοκαιριού κλείστε ταχύπλοο εγκαίρως, γιατί οι θέσεις είναι περιορισμένες.
- Η Ύδρα είναι εφικτή και ως ημερήσια εκδρομή από την Αθήνα.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Ύδρα;',
            answer: 'Περίπου 1,5 με 2 ώρες με ταχύπλοο, ανάλογα με τις ενδιάμεσες στάσεις.',
          },
          {
            question: 'Μπορώ να πάω στην Ύδρα με αυτοκίνητο;',
            answer:
              'Όχι, στο νησί δεν επιτρέπονται αυτοκίνητα. Μπορείτε να αφήσετε το αυτοκίνητο στο Μετόχι και να περάσετε με μικρό πλοίο.',
          },
          {
            question: 'Είναι εφικτή ημερήσια εκδρομή;',
            answer:
              'Ναι, με πρωινό ταχύπλοο από τον Πειραιά και απογευματινή επιστροφή έχετε αρκετές ώρες στο νησί.',
          },
        ],
      },
      en: {
        slug: 'hydra',
        title: 'Hydra: fast ferries from Piraeus and island guide',
        metaDescription:
          'Tickets to Hydra from Piraeus by high-speed ferry in about 1.5 to 2 hours. A car-free island with stone mansions and a historic harbour.',
        summary:
          'A car-free island with stone sea captains’ mansions around one of the loveliest harbours in the Aegean.',
        body: `Hydra is one of the most elegant islands in Greece. Its horseshoe **harbour** is ringed by the stone mansions of the sea captains who made Hydra a naval power in the 18th and 19th centuries and played a major part in the War of Independence of 1821. There are **no cars or motorbikes** on the island: people and luggage move on foot, by donkey or by water taxi. The Historical Archive-Museum, the Lazaros Kountouriotis mansion and the monastery of Profitis Ilias on the mountaintop are worth a visit. For swimming, the rocks at Spilia and Hydronetta next to town, Vlychos and Agios Nikolaos are popular, and many beaches can only be reached by water taxi.

### Getting there by ferry

Hydra is served by **high-speed ferries** from **Piraeus**, taking about 1.5 to 2 hours depending on stops at Poros or Ermioni. Most sailings continue to **Spetses** and **Porto Heli**. From **Metochi** on the Peloponnese coast opposite, small boats reach Hydra in about 20 minutes, an option if you arrive by road.

### When to go

From April to October. Spring is ideal for walking the island’s paths. In June the **Miaoulia** festival includes a re-enactment of a naval battle in the harbour.

### Tips

- With no cars, bring luggage you can carry up steps; porters with donkeys wait at the harbour.
- On summer weekends book your fast ferry early, as seats are limited.
- Hydra also works as a day trip from Athens.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Hydra?',
            answer: 'About 1.5 to 2 hours by high-speed ferry, depending on the stops.',
          },
          {
            question: 'Can I take a car to Hydra?',
            answer:
              'No, cars are not allowed on the island. You can leave your car at Metochi and cross by small boat.',
          },
          {
            question: 'Is a day trip possible?',
            answer:
              'Yes, with a morning high-speed ferry from Piraeus and an afternoon return you have several hours on the island.',
          },
        ],
      },
      de: {
        slug: 'hydra',
        title: 'Hydra: Schnellfähren ab Piräus und Reiseinfos',
        metaDescription:
          'Tickets nach Hydra ab Piräus mit der Schnellfähre in etwa 1,5 bis 2 Stunden. Eine autofreie Insel mit Steinvillen und historischem Hafen.',
        summary:
          'Eine autofreie Insel mit steinernen Kapitänsvillen rund um einen der schönsten Häfen der Ägäis.',
        body: `Hydra ist eine der elegantesten Inseln Griechenlands. Der hufeisenförmige **Hafen** ist von den Steinvillen der Kapitäne umgeben, die Hydra im 18. und 19. Jahrhundert zur Seemacht machten und im Unabhängigkeitskrieg von 1821 eine wichtige Rolle spielten. Auf der Insel gibt es **weder Autos noch Mopeds**: Menschen und Gepäck bewegen sich zu Fuß, per Esel oder per Wassertaxi. Das Historische Archiv-Museum, die Villa von Lazaros Kountouriotis und das Kloster Profitis Ilias auf dem Berggipfel lohnen einen Besuch. Zum Baden sind die Felsen von Spilia und Hydronetta direkt am Ort, Vlychos und Agios Nikolaos beliebt; viele Strände erreichen Sie nur mit dem Wassertaxi.

### Anreise mit der Fähre

Hydra wird von **Schnellfähren** ab **Piräus** angefahren, die je nach Stopps in Poros oder Ermioni etwa 1,5 bis 2 Stunden brauchen. Die meisten Abfahrten fahren weiter nach **Spetses** und **Porto Heli**. Von **Metochi** an der gegenüberliegenden Peloponnesküste erreichen kleine Boote Hydra in etwa 20 Minuten – eine Möglichkeit, wenn Sie mit dem Auto anreisen.

### Beste Reisezeit

Von April bis Oktober. Der Frühling ist ideal für Wanderungen auf den Inselpfaden. Im Juni wird bei den **Miaoulia** eine Seeschlacht im Hafen nachgestellt.

### Tipps

- Da es keine Autos gibt, Gepäck mitnehmen, das sich Treppen hinauftragen lässt; am Hafen warten Träger mit Eseln.
- An Sommerwochenenden die Schnellfähre früh buchen, die Plätze sind begrenzt.
- Hydra eignet sich auch als Tagesausflug ab Athen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Hydra?',
            answer: 'Etwa 1,5 bis 2 Stunden mit der Schnellfähre, je nach Zwischenstopps.',
          },
          {
            question: 'Kann ich mit dem Auto nach Hydra?',
            answer:
              'Nein, Autos sind auf der Insel nicht erlaubt. Sie können das Auto in Metochi abstellen und mit dem Boot übersetzen.',
          },
          {
            question: 'Ist ein Tagesausflug möglich?',
            answer:
              'Ja, mit einer Schnellfähre am Morgen ab Piräus und der Rückfahrt am Nachmittag bleiben Ihnen einige Stunden auf der Insel.',
          },
        ],
      },
      es: {
        slug: 'hidra',
        title: 'Hidra: barcos rápidos desde El Pireo y guía de la isla',
        metaDescription:
          'Billetes a Hidra desde El Pireo en barco rápido en 1,5-2 horas. Una isla sin coches, con mansiones de piedra y un puerto histórico.',
        summary:
          'Una isla sin coches, con mansiones de piedra de antiguos capitanes alrededor de uno de los puertos más bonitos del Egeo.',
        body: `Hidra es una de las islas más elegantes de Grecia. Su **puerto** en forma de herradura está rodeado por las mansiones de piedra de los capitanes que en los siglos XVIII y XIX convirtieron a Hidra en una potencia naval y desempeñaron un papel clave en la Guerra de Independencia de 1821. En la isla **no circulan coches ni motos**: personas y equipajes se mueven a pie, en burro o en taxi acuático. El Archivo Histórico-Museo, la mansión de Lazaros Kountouriotis y el monasterio del Profeta Elías en lo alto de la montaña merecen una visita. Para bañarse, las rocas de Spilia e Hydronetta junto al pueblo, Vlychos y Agios Nikolaos son muy populares, y a muchas playas solo se llega en taxi acuático.

### Cómo llegar en ferry

A Hidra llegan **barcos rápidos** desde **El Pireo**, con una duración de 1,5 a 2 horas según las escalas en Poros o Ermioni. La mayoría continúa hacia **Spetses** y **Porto Heli**. Desde **Metochi**, en la costa del Peloponeso de enfrente, pequeñas embarcaciones llegan a Hidra en unos 20 minutos, una opción si viaja por carretera.

### Cuándo ir

De abril a octubre. La primavera es ideal para recorrer los senderos de la isla. En junio, las fiestas **Miaoulia** incluyen la recreación de una batalla naval en el puerto.

### Consejos

- Como no hay coches, lleve un equipaje que pueda subir por escaleras; en el puerto esperan mozos con burros.
- Los fines de semana de verano reserve pronto el barco rápido, porque las plazas son limitadas.
- Hidra también se puede visitar en una excursión de un día desde Atenas.`,
        faq: [
          {
            question: '¿Cuánto dura el barco de El Pireo a Hidra?',
            answer: 'Entre 1,5 y 2 horas en barco rápido, según las escalas.',
          },
          {
            question: '¿Puedo ir a Hidra en coche?',
            answer:
              'No, en la isla no se permiten coches. Puede dejar el coche en Metochi y cruzar en una pequeña embarcación.',
          },
          {
            question: '¿Se puede hacer una excursión de un día?',
            answer:
              'Sí, con un barco rápido por la mañana desde El Pireo y la vuelta por la tarde tendrá varias horas en la isla.',
          },
        ],
      },
      fr: {
        slug: 'hydra',
        title: 'Hydra : navires rapides depuis Le Pirée et guide',
        metaDescription:
          'Billets pour Hydra depuis Le Pirée en navire rapide, en 1 h 30 à 2 h environ. Une île sans voitures, avec demeures de pierre et port historique.',
        summary:
          'Une île sans voitures, avec des demeures de capitaines en pierre autour de l’un des plus beaux ports de l’Égée.',
        body: `Hydra est l’une des îles les plus élégantes de Grèce. Son **port** en fer à cheval est bordé par les demeures de pierre des capitaines qui firent d’Hydra une puissance navale aux XVIIIe et XIXe siècles et jouèrent un grand rôle dans la guerre d’indépendance de 1821. Sur l’île, **ni voitures ni scooters** : on se déplace à pied, à dos d’âne ou en bateau-taxi. Les Archives historiques-musée, la demeure de Lazaros Kountouriotis et le monastère du Prophète-Élie au sommet de la montagne valent la visite. Pour se baigner, les rochers de Spilia et d’Hydronetta près du village, Vlychos et Agios Nikolaos sont appréciés, et beaucoup de plages ne sont accessibles qu’en bateau-taxi.

### Y aller en ferry

Hydra est desservie par des **navires rapides** depuis **Le Pirée**, en 1 h 30 à 2 h environ selon les escales à Poros ou Ermioni. La plupart continuent vers **Spetses** et **Porto Heli**. Depuis **Métochi**, sur la côte du Péloponnèse en face, de petits bateaux rejoignent Hydra en 20 minutes environ, une solution si vous arrivez par la route.

### Quand partir

D’avril à octobre. Le printemps est idéal pour parcourir les sentiers de l’île. En juin, les fêtes des **Miaoulia** mettent en scène une bataille navale dans le port.

### Conseils

- Sans voitures, prévoyez un bagage facile à porter dans les escaliers ; des porteurs avec leurs ânes attendent au port.
- Les week-ends d’été, réservez tôt votre navire rapide : les places sont limitées.
- Hydra se visite aussi à la journée depuis Athènes.`,
        faq: [
          {
            question: 'Combien de temps dure la traversée Le Pirée – Hydra ?',
            answer: 'Environ 1 h 30 à 2 h en navire rapide, selon les escales.',
          },
          {
            question: 'Peut-on aller à Hydra en voiture ?',
            answer:
              'Non, les voitures sont interdites sur l’île. Vous pouvez laisser la vôtre à Métochi et traverser en petit bateau.',
          },
          {
            question: 'Une excursion à la journée est-elle possible ?',
            answer:
              'Oui, avec un rapide le matin depuis Le Pirée et un retour l’après-midi, vous profitez de plusieurs heures sur l’île.',
          },
        ],
      },
      it: {
        slug: 'idra',
        title: 'Idra: aliscafi dal Pireo e guida all’isola',
        metaDescription:
          'Biglietti per Idra dal Pireo con mezzo veloce in circa 1,5-2 ore. Un’isola senza auto, con palazzi in pietra e un porto storico.',
        summary:
          'Un’isola senza auto, con i palazzi in pietra dei capitani intorno a uno dei porti più belli dell’Egeo.',
        body: `Idra è una delle isole più eleganti della Grecia. Il **porto** a ferro di cavallo è circondato dai palazzi in pietra dei capitani che tra Settecento e Ottocento fecero di Idra una potenza navale e ebbero un ruolo importante nella Guerra d’indipendenza del 1821. Sull’isola **non circolano auto né motorini**: persone e bagagli si spostano a piedi, a dorso d’asino o con i taxi d’acqua. L’Archivio storico-Museo, il palazzo di Lazaros Kountouriotis e il monastero del Profeta Elia in cima alla montagna meritano una visita. Per il bagno sono molto amati gli scogli di Spilia e Hydronetta vicino al paese, Vlychos e Agios Nikolaos, e molte spiagge si raggiungono solo in taxi d’acqua.

### Come arrivare in traghetto

Idra è servita da **mezzi veloci** dal **Pireo**, con una durata di circa 1,5-2 ore a seconda degli scali a Poros o Ermioni. La maggior parte delle corse prosegue per **Spetses** e **Porto Heli**. Da **Metochi**, sulla costa del Peloponneso di fronte, piccole barche raggiungono Idra in circa 20 minuti: una soluzione se arrivi in auto.

### Quando andare

Da aprile a ottobre. La primavera è ideale per camminare sui sentieri dell’isola. A giugno le feste **Miaoulia** includono la rievocazione di una battaglia navale nel porto.

### Consigli

- Non essendoci auto, porta un bagaglio facile da trasportare sulle scale; al porto aspettano i facchini con gli asini.
- Nei weekend estivi prenota presto il veloce, perché i posti sono limitati.
- Idra si può visitare anche in giornata da Atene.`,
        faq: [
          {
            question: 'Quanto dura il viaggio dal Pireo a Idra?',
            answer: 'Circa 1,5-2 ore con il mezzo veloce, a seconda degli scali.',
          },
          {
            question: 'Posso andare a Idra in auto?',
            answer:
              'No, sull’isola le auto non sono ammesse. Puoi lasciare l’auto a Metochi e attraversare con una piccola barca.',
          },
          {
            question: 'È possibile una gita in giornata?',
            answer:
              'Sì, con un veloce al mattino dal Pireo e il ritorno nel pomeriggio hai diverse ore sull’isola.',
          },
        ],
      },
      sq: {
        slug: 'hidra',
        title: 'Hidra: mjete të shpejta nga Pireu dhe udhëzues',
        metaDescription:
          'Bileta për Hidra nga Pireu me mjet të shpejtë për rreth 1,5 deri në 2 orë. Ishull pa makina, me shtëpi guri dhe port historik.',
        summary:
          'Një ishull pa makina, me shtëpi guri të kapitenëve rreth njërit prej porteve më të bukura të Egjeut.',
        body: `Hidra është një nga ishujt më elegantë të Greqisë. **Porti** në formë patkoi rrethohet nga shtëpitë prej guri të kapitenëve që në shekujt XVIII dhe XIX e bënë Hidrën fuqi detare dhe luajtën rol të rëndësishëm në Luftën e Pavarësisë së vitit 1821. Në ishull **nuk qarkullojnë makina as motorë**: njerëzit dhe bagazhet lëvizin në këmbë, me gomarë ose me taksi detare. Arkivi Historik-Muze, shtëpia e Lazaros Kunduriotisit dhe manastiri i Profetit Ilia në majë të malit ia vlen të vizitohen. Për not, shkëmbinjtë e Spilias dhe Hidronetës pranë qytetit, Vlihosi dhe Agios Nikolaos janë të preferuar, ndërsa shumë plazhe arrihen vetëm me taksi detare.

### Si të shkoni me traget

Hidra shërbehet nga **mjete të shpejta** nga **Pireu**, me kohëzgjatje rreth 1,5 deri në 2 orë, sipas ndalesave në Poros ose Ermioni. Shumica e udhëtimeve vazhdojnë për në **Spetses** dhe **Porto Heli**. Nga **Metohi** në bregun përballë të Peloponezit, varka të vogla arrijnë në Hidra për rreth 20 minuta – zgjidhje nëse vini me makinë.

### Kur të shkoni

Nga prilli deri në tetor. Pranvera është ideale për ecje në shtigjet e ishullit. Në qershor festat **Miaulia** përfshijnë rikrijimin e një beteje detare në port.

### Këshilla

- Meqë nuk ka makina, merrni bagazh që mbartet lehtë nëpër shkallë; në port ju presin hamej me gomarë.
- Në fundjavat e verës rezervoni herët mjetin e shpejtë, sepse vendet janë të kufizuara.
- Hidra mund të vizitohet edhe brenda një dite nga Athina.`,
        faq: [
          {
            question: 'Sa zgjat udhëtimi nga Pireu në Hidra?',
            answer: 'Rreth 1,5 deri në 2 orë me mjet të shpejtë, sipas ndalesave.',
          },
          {
            question: 'A mund të shkoj në Hidra me makinë?',
            answer:
              'Jo, makinat nuk lejohen në ishull. Mund ta lini makinën në Metohi dhe të kaloni me varkë të vogël.',
          },
          {
            question: 'A është i mundur një ekskursion njëditor?',
            answer:
              'Po, me një mjet të shpejtë në mëngjes nga Pireu dhe kthim pasdite keni disa orë në ishull.',
          },
        ],
      },
    },
  },
];
