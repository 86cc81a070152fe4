import type { SeedDestination } from '../types.ts';

export const CYCLADES_D: SeedDestination[] = [
  {
    key: 'tinos',
    portCodes: ['TIN'],
    region: 'cyclades',
    coordinates: { lat: 37.5383, lng: 25.1625 },
    illustration: {
      scene: 'island-village',
      palette: { sky: '#d3e9f5', sea: '#2c6f9e', land: '#d8d2c4', accent: '#8a6d3b' },
    },
    related: ['mykonos', 'andros', 'syros'],
    text: {
      el: {
        slug: 'tinos',
        title: 'Τήνος: πλοία, χωριά και η Παναγία η Ευαγγελίστρια',
        metaDescription:
          'Εισιτήρια πλοίου για Τήνο από Ραφήνα και Πειραιά, συνδέσεις με Μύκονο, Άνδρο και Σύρο, διάρκεια ταξιδιού και συμβουλές για το νησί.',
        summary:
          'Νησί προσκυνήματος και μαρμαροτεχνίας, με περισσότερα από 40 χωριά, περιστερώνες και τους ογκόλιθους του Βωλάκα.',
        body: `Η Τήνος είναι γνωστή σε όλη την Ελλάδα για τον ναό της **Παναγίας της Ευαγγελίστριας**, όπου έρχονται προσκυνητές όλο τον χρόνο και κυρίως στις 25 Μαρτίου και στις 15 Αυγούστου. Πέρα από την πόλη, το νησί έχει δεκάδες χωριά με μεγάλη παράδοση στη **μαρμαροτεχνία**: ο **Πύργος** φιλοξενεί το Μουσείο Μαρμαροτεχνίας και τα εργαστήρια γλυπτών, ενώ η Καρδιανή, η Αρνάδος και ο Βωλάκας με τους στρογγυλεμένους γρανιτένιους ογκόλιθους αξίζουν μια βόλτα. Σε όλο το νησί θα δείτε πάνω από 600 περιστερώνες. Η τηνιακή κουζίνα, με αγκινάρες, τυριά και λούζα, είναι ένας ακόμα λόγος για να μείνετε λίγες μέρες.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στο λιμάνι της Χώρας, που έχει νέο και παλιό λιμενοβραχίονα. Από τη **Ραφήνα** τα συμβατικά πλοία μέσω Άνδρου κάνουν περίπου 3,5 ώρες και τα ταχύπλοα περίπου 1,5 με 2 ώρες. Από τον **Πειραιά** το συμβατικό πλοίο μέσω Σύρου χρειάζεται περίπου 4 με 4,5 ώρες. Η **Μύκονος** απέχει μόλις 15 με 30 λεπτά, η Σύρος περίπου 30 με 45 λεπτά και η Άνδρος περίπου μία ώρα.

### Πότε να πάτε

Η άνοιξη και ο Σεπτέμβριος είναι εξαιρετικοί μήνες για πεζοπορία στα παλιά μονοπάτια. Η Τήνος είναι από τα πιο ανεμώδη νησιά των Κυκλάδων, οπότε τον Ιούλιο και τον Αύγουστο προτιμήστε τις παραλίες της νότιας ακτής. Γύρω στον Δεκαπενταύγουστο κλείστε εισιτήρια και κατάλυμα πολύ νωρίς.

### Χρήσιμες συμβουλές

- Ελέγξτε στο εισιτήριο αν το πλοίο σας αναχωρεί από το νέο ή το παλιό λιμάνι.
- Η Τήνος είναι εύκολη ημερήσια εκδρομή από τη Μύκονο, αλλά αξίζει τουλάχιστον δύο διανυκτερεύσεις.
- Με αυτοκίνητο θα δείτε πολύ περισσότερα χωριά· τα λεωφορεία είναι αραιά εκτός εποχής.`,
        faq: [
          {
            question: 'Ποιο είναι το πιο κοντινό λιμάνι της Αθήνας για την Τήνο;',
            answer:
              'Η Ραφήνα, με συμβατικά πλοία σε περίπου 3,5 ώρες και ταχύπλοα σε περίπου 1,5 με 2 ώρες. Υπάρχουν και πλοία από τον Πειραιά.',
          },
          {
            question: 'Μπορώ να πάω από την Τήνο στη Μύκονο για μια μέρα;',
            answer:
              'Ναι, η απόσταση είναι 15 με 30 λεπτά και υπάρχουν αρκετά δρομολόγια την ημέρα το καλοκαίρι.',
          },
          {
            question: 'Πότε έχει τον περισσότερο κόσμο η Τήνος;',
            answer:
              'Γύρω στις 15 Αυγούστου και στις 25 Μαρτίου, λόγω των μεγάλων θρησκευτικών εορτών. Τότε τα πλοία γεμίζουν νωρίς.',
          },
        ],
      },
      en: {
        slug: 'tinos',
        title: 'Tinos: ferries, villages and Panagia Evangelistria',
        metaDescription:
          'Ferry tickets to Tinos from Rafina and Piraeus, links with Mykonos, Andros and Syros, crossing times and tips for exploring the island.',
        summary:
          'An island of pilgrimage and marble craft, with more than 40 villages, ornate dovecotes and the boulder field of Volax.',
        body: `Tinos is known throughout Greece for the church of **Panagia Evangelistria**, which draws pilgrims all year and above all on 25 March and 15 August. Beyond the town, the island has dozens of villages with a long tradition of **marble carving**: **Pyrgos** is home to the Museum of Marble Crafts and working sculptors’ studios, while Kardiani, Arnados and Volax, with its rounded granite boulders, are all worth a detour. Across the island you will see more than 600 ornate dovecotes. Tinian food – artichokes, local cheeses and cured *louza* – is one more reason to stay a few days.

### Getting there by ferry

Ferries dock at the harbour of Chora, which has a new and an old pier. From **Rafina** conventional ferries via Andros take about 3.5 hours and high-speed craft about 1.5 to 2 hours. From **Piraeus** a conventional ferry via Syros takes about 4 to 4.5 hours. **Mykonos** is just 15 to 30 minutes away, Syros about 30 to 45 minutes and Andros about an hour.

### When to go

Spring and September are excellent for walking the old footpaths. Tinos is one of the windiest islands of the Cyclades, so in July and August favour the beaches of the south coast. Around 15 August, book tickets and accommodation well in advance.

### Tips

- Check on your ticket whether your ship leaves from the new or the old pier.
- Tinos is an easy day trip from Mykonos, but it deserves at least two nights.
- A car lets you see far more villages; buses are infrequent outside the season.`,
        faq: [
          {
            question: 'Which Athens port is closest to Tinos?',
            answer:
              'Rafina, with conventional ferries taking about 3.5 hours and high-speed craft about 1.5 to 2 hours. There are also ferries from Piraeus.',
          },
          {
            question: 'Can I visit Mykonos from Tinos for the day?',
            answer:
              'Yes, the crossing takes 15 to 30 minutes and there are several sailings a day in summer.',
          },
          {
            question: 'When is Tinos busiest?',
            answer:
              'Around 15 August and 25 March, the two great religious feasts. Ferries fill up early at those times.',
          },
        ],
      },
      de: {
        slug: 'tinos',
        title: 'Tinos: Fähren, Dörfer und Panagia Evangelistria',
        metaDescription:
          'Fährtickets nach Tinos ab Rafina und Piräus, Verbindungen nach Mykonos, Andros und Syros, Fahrzeiten und Tipps für die Insel.',
        summary:
          'Eine Insel der Pilger und Marmorbildhauer, mit über 40 Dörfern, kunstvollen Taubenhäusern und den Granitfelsen von Volax.',
        body: `Tinos ist in ganz Griechenland für die Kirche **Panagia Evangelistria** bekannt, zu der das ganze Jahr über Pilger kommen, vor allem am 25. März und am 15. August. Abseits des Hauptorts besitzt die Insel Dutzende Dörfer mit langer Tradition in der **Marmorbearbeitung**: In **Pyrgos** befinden sich das Museum für Marmorkunst und Bildhauerwerkstätten, und auch Kardiani, Arnados und Volax mit seinen runden Granitblöcken lohnen einen Abstecher. Überall auf der Insel stehen mehr als 600 verzierte Taubenhäuser. Die tinische Küche mit Artischocken, Käse und *Louza*-Schinken ist ein weiterer Grund, ein paar Tage zu bleiben.

### Anreise mit der Fähre

Die Fähren legen im Hafen von Chora an, der einen neuen und einen alten Anleger hat. Ab **Rafina** brauchen konventionelle Fähren über Andros etwa 3,5 Stunden, Schnellboote etwa 1,5 bis 2 Stunden. Ab **Piräus** ist eine konventionelle Fähre über Syros rund 4 bis 4,5 Stunden unterwegs. **Mykonos** liegt nur 15 bis 30 Minuten entfernt, Syros etwa 30 bis 45 Minuten und Andros rund eine Stunde.

### Beste Reisezeit

Frühling und September eignen sich hervorragend zum Wandern auf den alten Pfaden. Tinos gehört zu den windigsten Kykladeninseln, deshalb sind im Juli und August die Strände der Südküste die bessere Wahl. Rund um den 15. August sollten Sie Tickets und Unterkunft sehr früh buchen.

### Tipps

- Prüfen Sie auf dem Ticket, ob Ihr Schiff am neuen oder am alten Anleger ablegt.
- Tinos ist ein einfacher Tagesausflug von Mykonos, verdient aber mindestens zwei Nächte.
- Mit dem Auto sehen Sie deutlich mehr Dörfer; außerhalb der Saison fahren die Busse selten.`,
        faq: [
          {
            question: 'Welcher Hafen bei Athen liegt Tinos am nächsten?',
            answer:
              'Rafina: Konventionelle Fähren brauchen etwa 3,5 Stunden, Schnellboote etwa 1,5 bis 2 Stunden. Es fahren auch Fähren ab Piräus.',
          },
          {
            question: 'Kann ich von Tinos einen Tagesausflug nach Mykonos machen?',
            answer:
              'Ja, die Überfahrt dauert 15 bis 30 Minuten, und im Sommer gibt es mehrere Abfahrten am Tag.',
          },
          {
            question: 'Wann ist auf Tinos am meisten los?',
            answer:
              'Um den 15. August und den 25. März, die beiden großen Kirchenfeste. Dann sind die Fähren früh ausgebucht.',
          },
        ],
      },
      es: {
        slug: 'tinos',
        title: 'Tinos: ferris, pueblos y Panagia Evangelistria',
        metaDescription:
          'Billetes de ferry a Tinos desde Rafina y El Pireo, conexiones con Mykonos, Andros y Syros, duración y consejos para recorrer la isla.',
        summary:
          'Isla de peregrinación y de tallistas de mármol, con más de 40 pueblos, palomares decorados y las rocas graníticas de Volax.',
        body: `Tinos es conocida en toda Grecia por la iglesia de **Panagia Evangelistria**, que recibe peregrinos todo el año y sobre todo el 25 de marzo y el 15 de agosto. Más allá de la capital, la isla tiene decenas de pueblos con una larga tradición en la **talla del mármol**: en **Pyrgos** se encuentran el Museo de Artesanía del Mármol y varios talleres de escultores, y Kardiani, Arnados y Volax, con sus bloques de granito redondeados, merecen una visita. Por toda la isla verá más de 600 palomares decorados. La cocina local, con alcachofas, quesos y *louza* curada, es otro motivo para quedarse unos días.

### Cómo llegar en ferry

Los barcos atracan en el puerto de Chora, que tiene un muelle nuevo y otro antiguo. Desde **Rafina** los ferris convencionales, con escala en Andros, tardan unas 3,5 horas y los rápidos entre 1,5 y 2 horas. Desde **El Pireo** el convencional vía Syros tarda entre 4 y 4,5 horas. **Mykonos** está a solo 15-30 minutos, Syros a unos 30-45 minutos y Andros a una hora aproximadamente.

### Cuándo ir

La primavera y septiembre son excelentes para recorrer los antiguos senderos. Tinos es una de las islas más ventosas de las Cícladas, así que en julio y agosto conviene elegir las playas de la costa sur. En torno al 15 de agosto reserve billetes y alojamiento con mucha antelación.

### Consejos

- Compruebe en el billete si su barco sale del muelle nuevo o del antiguo.
- Tinos es una excursión fácil desde Mykonos, pero merece al menos dos noches.
- En coche verá muchos más pueblos; fuera de temporada los autobuses son escasos.`,
        faq: [
          {
            question: '¿Qué puerto de Atenas está más cerca de Tinos?',
            answer:
              'Rafina, con ferris convencionales de unas 3,5 horas y rápidos de entre 1,5 y 2 horas. También hay barcos desde El Pireo.',
          },
          {
            question: '¿Puedo ir de Tinos a Mykonos en el día?',
            answer: 'Sí, la travesía dura entre 15 y 30 minutos y en verano hay varias salidas diarias.',
          },
          {
            question: '¿Cuándo hay más gente en Tinos?',
            answer:
              'En torno al 15 de agosto y al 25 de marzo, las dos grandes fiestas religiosas. En esas fechas los barcos se llenan pronto.',
          },
        ],
      },
      fr: {
        slug: 'tinos',
        title: 'Tinos : ferries, villages et Panagia Evangelistria',
        metaDescription:
          'Billets de ferry pour Tinos depuis Rafina et Le Pirée, liaisons avec Mykonos, Andros et Syros, durées et conseils pour découvrir l’île.',
        summary:
          'Île de pèlerinage et de sculpteurs de marbre, avec plus de 40 villages, des pigeonniers ouvragés et le chaos granitique de Volax.',
        body: `Tinos est connue dans toute la Grèce pour l’église de la **Panagia Evangelistria**, qui attire des pèlerins toute l’année et surtout le 25 mars et le 15 août. Au-delà du chef-lieu, l’île compte des dizaines de villages à la longue tradition de **sculpture sur marbre** : **Pyrgos** abrite le musée de l’Artisanat du marbre et des ateliers de sculpteurs, tandis que Kardiani, Arnados et Volax, avec ses blocs de granit arrondis, valent le détour. Partout sur l’île se dressent plus de 600 pigeonniers ouvragés. La cuisine locale – artichauts, fromages, *louza* séchée – est une raison de plus de rester quelques jours.

### Y aller en ferry

Les navires accostent au port de Chora, doté d’une jetée neuve et d’une ancienne. Depuis **Rafina**, les ferries classiques via Andros mettent environ 3 h 30 et les rapides 1 h 30 à 2 h. Depuis **Le Pirée**, le ferry classique via Syros met environ 4 h à 4 h 30. **Mykonos** n’est qu’à 15 à 30 minutes, Syros à 30-45 minutes et Andros à une heure environ.

### Quand partir

Le printemps et septembre sont parfaits pour marcher sur les anciens sentiers. Tinos est l’une des îles les plus ventées des Cyclades : en juillet et août, privilégiez les plages de la côte sud. Autour du 15 août, réservez billets et hébergement très tôt.

### Conseils

- Vérifiez sur votre billet si votre navire part de la nouvelle ou de l’ancienne jetée.
- Tinos se visite facilement à la journée depuis Mykonos, mais mérite au moins deux nuits.
- En voiture, vous découvrirez bien plus de villages ; hors saison, les bus sont rares.`,
        faq: [
          {
            question: 'Quel port d’Athènes est le plus proche de Tinos ?',
            answer:
              'Rafina, avec des ferries classiques en 3 h 30 environ et des rapides en 1 h 30 à 2 h. Des ferries partent aussi du Pirée.',
          },
          {
            question: 'Peut-on aller de Tinos à Mykonos pour la journée ?',
            answer: 'Oui, la traversée dure 15 à 30 minutes et il y a plusieurs départs par jour en été.',
          },
          {
            question: 'Quand Tinos est-elle la plus fréquentée ?',
            answer:
              'Autour du 15 août et du 25 mars, les deux grandes fêtes religieuses. Les ferries sont alors complets très tôt.',
          },
        ],
      },
      it: {
        slug: 'tinos',
        title: 'Tinos: traghetti, villaggi e Panagia Evangelistria',
        metaDescription:
          'Biglietti traghetto per Tinos da Rafina e dal Pireo, collegamenti con Mykonos, Andros e Syros, durata e consigli per scoprire l’isola.',
        summary:
          'Isola di pellegrinaggi e di scultori del marmo, con oltre 40 villaggi, colombaie decorate e i massi di granito di Volax.',
        body: `Tinos è conosciuta in tutta la Grecia per la chiesa della **Panagia Evangelistria**, meta di pellegrini tutto l’anno e soprattutto il 25 marzo e il 15 agosto. Oltre al capoluogo, l’isola conta decine di villaggi con una lunga tradizione nella **lavorazione del marmo**: a **Pyrgos** ci sono il Museo dell’arte del marmo e diversi laboratori di scultori, mentre Kardiani, Arnados e Volax, con i suoi massi di granito arrotondati, meritano una deviazione. In tutta l’isola vedrai più di 600 colombaie decorate. La cucina locale, con carciofi, formaggi e *louza* stagionata, è un motivo in più per fermarti qualche giorno.

### Come arrivare in traghetto

I traghetti attraccano al porto di Chora, che ha un molo nuovo e uno vecchio. Da **Rafina** i convenzionali via Andros impiegano circa 3,5 ore e i veloci circa 1,5-2 ore. Dal **Pireo** il convenzionale via Syros impiega circa 4-4,5 ore. **Mykonos** è a soli 15-30 minuti, Syros a circa 30-45 minuti e Andros a circa un’ora.

### Quando andare

La primavera e settembre sono ottimi per camminare sui vecchi sentieri. Tinos è una delle isole più ventose delle Cicladi, quindi a luglio e agosto scegli le spiagge della costa sud. Intorno al 15 agosto prenota biglietti e alloggio con largo anticipo.

### Consigli

- Controlla sul biglietto se la tua nave parte dal molo nuovo o da quello vecchio.
- Tinos è una gita facile da Mykonos, ma merita almeno due notti.
- In auto vedrai molti più villaggi; fuori stagione gli autobus sono rari.`,
        faq: [
          {
            question: 'Qual è il porto di Atene più vicino a Tinos?',
            answer:
              'Rafina, con traghetti convenzionali in circa 3,5 ore e veloci in circa 1,5-2 ore. Ci sono traghetti anche dal Pireo.',
          },
          {
            question: 'Posso andare da Tinos a Mykonos in giornata?',
            answer: 'Sì, la traversata dura 15-30 minuti e in estate ci sono diverse partenze al giorno.',
          },
          {
            question: 'Quando Tinos è più affollata?',
            answer:
              'Intorno al 15 agosto e al 25 marzo, le due grandi feste religiose. In quei giorni i traghetti si riempiono presto.',
          },
        ],
      },
      sq: {
        slug: 'tinos',
        title: 'Tinos: tragete, fshatra dhe Panagia Evangjelistria',
        metaDescription:
          'Bileta trageti për Tinos nga Rafina dhe Pireu, lidhje me Mikonosin, Androsin dhe Sirosin, kohëzgjatja dhe këshilla për ishullin.',
        summary:
          'Ishull pelegrinazhi dhe mjeshtrash të mermerit, me mbi 40 fshatra, pëllumbari të zbukuruara dhe shkëmbinjtë e granitit në Volaks.',
        body: `Tinosi njihet në gjithë Greqinë për kishën e **Panagia Evangjelistrias**, ku vijnë pelegrinë gjatë gjithë vitit dhe sidomos më 25 mars dhe 15 gusht. Përtej qytetit, ishulli ka dhjetëra fshatra me traditë të gjatë në **punimin e mermerit**: në **Pirgos** ndodhen Muzeu i Artit të Mermerit dhe punishtet e skulptorëve, ndërsa Kardiani, Arnadosi dhe Volaksi, me blloqet e rrumbullakëta të granitit, ia vlen t’i vizitoni. Në të gjithë ishullin do të shihni mbi 600 pëllumbari të zbukuruara. Kuzhina vendase, me angjinare, djathëra dhe *luza* të tharë, është edhe një arsye për të qëndruar disa ditë.

### Si të shkoni me traget

Tragetet ankorohen në portin e Horës, që ka një skelë të re dhe një të vjetër. Nga **Rafina** tragetet konvencionale nëpërmjet Androsit udhëtojnë rreth 3,5 orë dhe ato të shpejta rreth 1,5 deri në 2 orë. Nga **Pireu** trageti konvencional nëpërmjet Sirosit udhëton rreth 4 deri në 4,5 orë. **Mikonosi** është vetëm 15 deri në 30 minuta larg, Sirosi rreth 30 deri në 45 minuta dhe Androsi rreth një orë.

### Kur të shkoni

Pranvera dhe shtatori janë shumë të mira për ecje në shtigjet e vjetra. Tinosi është një nga ishujt me më shumë erë në Ciklade, prandaj në korrik e gusht zgjidhni plazhet e bregut jugor. Rreth 15 gushtit rezervoni biletat dhe akomodimin shumë herët.

### Këshilla

- Kontrolloni në biletë nëse anija niset nga skela e re apo e vjetër.
- Tinosi është ekskursion i lehtë njëditor nga Mikonosi, por meriton të paktën dy netë.
- Me makinë do të shihni shumë më tepër fshatra; jashtë sezonit autobusët janë të rrallë.`,
        faq: [
          {
            question: 'Cili port i Athinës është më afër Tinosit?',
            answer:
              'Rafina, me tragete konvencionale rreth 3,5 orë dhe mjete të shpejta rreth 1,5 deri në 2 orë. Ka tragete edhe nga Pireu.',
          },
          {
            question: 'A mund të shkoj nga Tinosi në Mikonos për një ditë?',
            answer: 'Po, udhëtimi zgjat 15 deri në 30 minuta dhe në verë ka disa nisje në ditë.',
          },
          {
            question: 'Kur ka më shumë njerëz në Tinos?',
            answer:
              'Rreth 15 gushtit dhe 25 marsit, dy festat e mëdha fetare. Atëherë tragetet mbushen shumë herët.',
          },
        ],
      },
    },
  },
  {
    key: 'syros',
    portCodes: ['SYR'],
    region: 'cyclades',
    coordinates: { lat: 37.4448, lng: 24.9427 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e3eef5', sea: '#2d6a8f', land: '#e6d3b3', accent: '#9c3d2e' },
    },
    related: ['tinos', 'mykonos', 'kea', 'paros'],
    text: {
      el: {
        slug: 'syros',
        title: 'Σύρος: πλοία για Ερμούπολη και Κυκλάδες',
        metaDescription:
          'Εισιτήρια πλοίου για Σύρο από Πειραιά, Ραφήνα και Λαύριο: διάρκεια ταξιδιού, συνδέσεις με Τήνο, Μύκονο και Πάρο, και τι να δείτε στην Ερμούπολη.',
        summary:
          'Η Ερμούπολη, πρωτεύουσα των Κυκλάδων, με νεοκλασικά αρχοντικά, το θέατρο Απόλλων και την καθολική Άνω Σύρο. Ζωντανή όλο τον χρόνο.',
        body: `Η Σύρος είναι διαφορετική από τα περισσότερα νησιά των Κυκλάδων. Η **Ερμούπολη**, διοικητική πρωτεύουσα του νομού, έγινε τον 19ο αιώνα το πρώτο λιμάνι της νεότερης Ελλάδας και κράτησε τα νεοκλασικά της αρχοντικά, την πλατεία Μιαούλη με το δημαρχείο του Τσίλερ και το **θέατρο Απόλλων**. Στα **Βαπόρια** τα σπίτια των καπεταναίων κατεβαίνουν ως τη θάλασσα. Απέναντι, στον λόφο, η μεσαιωνική **Άνω Σύρος** είναι καθολικός οικισμός με στενά σοκάκια και θέα σε όλο το Αιγαίο. Δοκιμάστε λουκούμια και χαλβαδόπιτες, και κολυμπήστε στον Γαλησσά, στο Κίνι ή στη Βάρη.

### Πώς θα φτάσετε με πλοίο

Η Σύρος είναι από τα καλύτερα συνδεδεμένα νησιά όλο τον χρόνο. Από τον **Πειραιά** το συμβατικό πλοίο κάνει περίπου 3,5 με 4 ώρες και το ταχύπλοο περίπου 2 ώρες. Υπάρχουν επίσης δρομολόγια από τη **Ραφήνα** και από το **Λαύριο** μέσω Κέας και Κύθνου. Η Τήνος απέχει 30 με 45 λεπτά, η Μύκονος περίπου 1 με 1,5 ώρα και η Πάρος περίπου 1,5 ώρα.

### Πότε να πάτε

Επειδή έχει μόνιμο πληθυσμό και πανεπιστημιακά τμήματα, η Σύρος ζει και τον χειμώνα, κάτι που την κάνει καλή επιλογή για φθινοπωρινές ή ανοιξιάτικες αποδράσεις. Για μπάνιο, ο Ιούνιος ως ο Σεπτέμβριος είναι ιδανικοί. Τον Ιούλιο γίνεται στην Ερμούπολη φεστιβάλ κλασικής μουσικής.

### Χρήσιμες συμβουλές

- Από το λιμάνι περπατάτε παντού στην Ερμούπολη· για την Άνω Σύρο υπάρχει λεωφορείο ή σκαλοπάτια για όσους θέλουν ανάβαση.
- Η Σύρος είναι καλή βάση για ημερήσιες εκδρομές σε Τήνο και Μύκονο.
- Τα δρομολόγια από το Λαύριο είναι πρακτικά αν μένετε στα νότια προάστια της Αθήνας.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά για Σύρο;',
            answer: 'Περίπου 3,5 με 4 ώρες με συμβατικό πλοίο και περίπου 2 ώρες με ταχύπλοο.',
          },
          {
            question: 'Έχει η Σύρος πλοία τον χειμώνα;',
            answer:
              'Ναι, η Σύρος έχει καθημερινή σύνδεση με τον Πειραιά όλο τον χρόνο και συχνές συνδέσεις με Τήνο και Μύκονο.',
          },
          {
            question: 'Αξίζει η Σύρος για παραλίες;',
            answer:
              'Ναι. Ο Γαλησσάς, το Κίνι, ο Φοίνικας και η Βάρη είναι οργανωμένες αμμουδιές που προσεγγίζονται εύκολα με λεωφορείο από την Ερμούπολη.',
          },
        ],
      },
      en: {
        slug: 'syros',
        title: 'Syros: ferries to Ermoupoli and the Cyclades',
        metaDescription:
          'Ferry tickets to Syros from Piraeus, Rafina and Lavrio: crossing times, links with Tinos, Mykonos and Paros, and what to see in Ermoupoli.',
        summary:
          'Ermoupoli, capital of the Cyclades, with neoclassical mansions, the Apollon theatre and Catholic Ano Syros. Lively all year round.',
        body: `Syros is unlike most of the Cyclades. **Ermoupoli**, the administrative capital of the islands, became the leading port of modern Greece in the 19th century and kept its neoclassical mansions, Miaouli Square with Ernst Ziller’s town hall, and the **Apollon Theatre**. In the **Vaporia** district, sea captains’ houses step down to the water. On the facing hill, medieval **Ano Syros** is a Catholic settlement of narrow lanes with views across the Aegean. Try the island’s loukoumi and halvadopita, and swim at Galissas, Kini or Vari.

### Getting there by ferry

Syros is one of the best-connected islands all year round. From **Piraeus** a conventional ferry takes about 3.5 to 4 hours and a high-speed ferry about 2 hours. There are also sailings from **Rafina**, and from **Lavrio** via Kea and Kythnos. Tinos is 30 to 45 minutes away, Mykonos about 1 to 1.5 hours and Paros about 1.5 hours.

### When to go

With a permanent population and university departments, Syros stays alive in winter, which makes it a good choice for a spring or autumn break. For swimming, June to September is ideal. In July Ermoupoli hosts a classical music festival.

### Tips

- From the port you can walk everywhere in Ermoupoli; for Ano Syros take the bus, or the steps if you like a climb.
- Syros makes a good base for day trips to Tinos and Mykonos.
- Sailings from Lavrio are handy if you are staying in the southern suburbs of Athens.`,
        faq: [
          {
            question: 'How long is the ferry from Piraeus to Syros?',
            answer: 'About 3.5 to 4 hours by conventional ferry and about 2 hours by high-speed ferry.',
          },
          {
            question: 'Are there ferries to Syros in winter?',
            answer:
              'Yes, Syros has a daily connection with Piraeus all year and frequent links with Tinos and Mykonos.',
          },
          {
            question: 'Is Syros good for beaches?',
            answer:
              'Yes. Galissas, Kini, Finikas and Vari are sandy beaches with facilities, easily reached by bus from Ermoupoli.',
          },
        ],
      },
      de: {
        slug: 'syros',
        title: 'Syros: Fähren nach Ermoupoli und zu den Kykladen',
        metaDescription:
          'Fährtickets nach Syros ab Piräus, Rafina und Lavrio: Fahrzeiten, Verbindungen nach Tinos, Mykonos und Paros und Sehenswertes in Ermoupoli.',
        summary:
          'Ermoupoli, die Hauptstadt der Kykladen, mit klassizistischen Villen, dem Apollon-Theater und dem katholischen Ano Syros. Ganzjährig belebt.',
        body: `Syros unterscheidet sich von den meisten Kykladeninseln. **Ermoupoli**, Verwaltungssitz der Inselgruppe, war im 19. Jahrhundert der wichtigste Hafen des modernen Griechenlands und hat seine klassizistischen Villen bewahrt, dazu den Miaouli-Platz mit Ernst Zillers Rathaus und das **Apollon-Theater**. Im Viertel **Vaporia** reichen die Kapitänshäuser bis ans Wasser. Auf dem gegenüberliegenden Hügel liegt das mittelalterliche **Ano Syros**, eine katholische Siedlung mit engen Gassen und Blick über die Ägäis. Probieren Sie Loukoumi und Halvadopita und baden Sie in Galissas, Kini oder Vari.

### Anreise mit der Fähre

Syros ist ganzjährig eine der am besten angebundenen Inseln. Ab **Piräus** braucht eine konventionelle Fähre etwa 3,5 bis 4 Stunden, eine Schnellfähre etwa 2 Stunden. Außerdem gibt es Abfahrten ab **Rafina** sowie ab **Lavrio** über Kea und Kythnos. Tinos ist 30 bis 45 Minuten entfernt, Mykonos etwa 1 bis 1,5 Stunden und Paros rund 1,5 Stunden.

### Beste Reisezeit

Dank ständiger Bevölkerung und Universitätsinstituten ist Syros auch im Winter lebendig – ideal für eine Reise im Frühjahr oder Herbst. Zum Baden sind Juni bis September am besten. Im Juli findet in Ermoupoli ein Festival für klassische Musik statt.

### Tipps

- Vom Hafen aus erreichen Sie in Ermoupoli alles zu Fuß; nach Ano Syros fährt ein Bus, wer mag, nimmt die Treppen.
- Syros ist eine gute Basis für Tagesausflüge nach Tinos und Mykonos.
- Die Abfahrten ab Lavrio sind praktisch, wenn Sie im Süden Athens wohnen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Piräus nach Syros?',
            answer:
              'Etwa 3,5 bis 4 Stunden mit der konventionellen Fähre und etwa 2 Stunden mit der Schnellfähre.',
          },
          {
            question: 'Fahren im Winter Fähren nach Syros?',
            answer:
              'Ja, Syros ist ganzjährig täglich mit Piräus verbunden und hat häufige Verbindungen nach Tinos und Mykonos.',
          },
          {
            question: 'Hat Syros gute Strände?',
            answer:
              'Ja. Galissas, Kini, Finikas und Vari sind Sandstrände mit Infrastruktur, die Sie von Ermoupoli aus bequem mit dem Bus erreichen.',
          },
        ],
      },
      es: {
        slug: 'syros',
        title: 'Syros: ferris a Ermoupoli y las Cícladas',
        metaDescription:
          'Billetes de ferry a Syros desde El Pireo, Rafina y Lavrio: duración, conexiones con Tinos, Mykonos y Paros y qué ver en Ermoupoli.',
        summary:
          'Ermoupoli, capital de las Cícladas, con mansiones neoclásicas, el teatro Apollon y la católica Ano Syros. Con vida todo el año.',
        body: `Syros es distinta de la mayoría de las Cícladas. **Ermoupoli**, capital administrativa del archipiélago, fue en el siglo XIX el primer puerto de la Grecia moderna y conserva sus mansiones neoclásicas, la plaza Miaouli con el ayuntamiento de Ernst Ziller y el **teatro Apollon**. En el barrio de **Vaporia**, las casas de los capitanes bajan hasta el mar. En la colina de enfrente, la medieval **Ano Syros** es un pueblo católico de callejuelas estrechas con vistas a todo el Egeo. Pruebe los loukoumi y la halvadopita, y báñese en Galissas, Kini o Vari.

### Cómo llegar en ferry

Syros es una de las islas mejor comunicadas durante todo el año. Desde **El Pireo** el ferry convencional tarda entre 3,5 y 4 horas y el rápido unas 2 horas. También hay salidas desde **Rafina** y desde **Lavrio** con escala en Kea y Kythnos. Tinos está a 30-45 minutos, Mykonos a 1-1,5 horas y Paros a unas 1,5 horas.

### Cuándo ir

Con población permanente y facultades universitarias, Syros mantiene su vida en invierno, lo que la convierte en una buena opción para una escapada en primavera u otoño. Para bañarse, lo ideal es de junio a septiembre. En julio Ermoupoli acoge un festival de música clásica.

### Consejos

- Desde el puerto se llega a pie a cualquier punto de Ermoupoli; a Ano Syros sube un autobús, o las escaleras si le apetece caminar.
- Syros es una buena base para excursiones de un día a Tinos y Mykonos.
- Las salidas desde Lavrio son prácticas si se aloja en el sur de Atenas.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de El Pireo a Syros?',
            answer: 'Entre 3,5 y 4 horas en ferry convencional y unas 2 horas en ferry rápido.',
          },
          {
            question: '¿Hay ferris a Syros en invierno?',
            answer:
              'Sí, Syros tiene conexión diaria con El Pireo todo el año y enlaces frecuentes con Tinos y Mykonos.',
          },
          {
            question: '¿Tiene Syros buenas playas?',
            answer:
              'Sí. Galissas, Kini, Finikas y Vari son playas de arena con servicios, fáciles de alcanzar en autobús desde Ermoupoli.',
          },
        ],
      },
      fr: {
        slug: 'syros',
        title: 'Syros : ferries pour Ermoupoli et les Cyclades',
        metaDescription:
          'Billets de ferry pour Syros depuis Le Pirée, Rafina et Lavrio : durées, liaisons avec Tinos, Mykonos et Paros, et que voir à Ermoupoli.',
        summary:
          'Ermoupoli, capitale des Cyclades, ses demeures néoclassiques, le théâtre Apollon et Ano Syros la catholique. Vivante toute l’année.',
        body: `Syros ne ressemble pas aux autres Cyclades. **Ermoupoli**, chef-lieu administratif de l’archipel, fut au XIXe siècle le premier port de la Grèce moderne et a gardé ses demeures néoclassiques, la place Miaouli avec l’hôtel de ville d’Ernst Ziller et le **théâtre Apollon**. Dans le quartier de **Vaporia**, les maisons de capitaines descendent jusqu’à la mer. Sur la colline d’en face, **Ano Syros**, village médiéval catholique aux ruelles étroites, domine l’Égée. Goûtez les loukoumis et la halvadopita, et baignez-vous à Galissas, Kini ou Vari.

### Y aller en ferry

Syros est l’une des îles les mieux desservies toute l’année. Depuis **Le Pirée**, comptez environ 3 h 30 à 4 h en ferry classique et 2 heures en navire rapide. Des départs existent aussi depuis **Rafina**, et depuis **Lavrio** via Kéa et Kythnos. Tinos est à 30-45 minutes, Mykonos à 1 h - 1 h 30 et Paros à 1 h 30 environ.

### Quand partir

Avec sa population permanente et ses départements universitaires, Syros reste animée en hiver : un bon choix pour une escapade au printemps ou à l’automne. Pour la baignade, privilégiez juin à septembre. En juillet, Ermoupoli accueille un festival de musique classique.

### Conseils

- Depuis le port, tout Ermoupoli se visite à pied ; pour Ano Syros, prenez le bus, ou les escaliers si vous aimez grimper.
- Syros est une bonne base pour des excursions à la journée vers Tinos et Mykonos.
- Les départs de Lavrio sont pratiques si vous logez dans la banlieue sud d’Athènes.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Le Pirée – Syros ?',
            answer: 'Environ 3 h 30 à 4 h en ferry classique et 2 heures environ en navire rapide.',
          },
          {
            question: 'Y a-t-il des ferries pour Syros en hiver ?',
            answer: 'Oui, Syros est reliée chaque jour au Pirée toute l’année et souvent à Tinos et Mykonos.',
          },
          {
            question: 'Syros a-t-elle de belles plages ?',
            answer:
              'Oui. Galissas, Kini, Finikas et Vari sont des plages de sable aménagées, faciles d’accès en bus depuis Ermoupoli.',
          },
        ],
      },
      it: {
        slug: 'syros',
        title: 'Syros: traghetti per Ermoupoli e le Cicladi',
        metaDescription:
          'Biglietti traghetto per Syros dal Pireo, da Rafina e da Lavrio: durata, collegamenti con Tinos, Mykonos e Paros e cosa vedere a Ermoupoli.',
        summary:
          'Ermoupoli, capitale delle Cicladi, con palazzi neoclassici, il teatro Apollon e la cattolica Ano Syros. Viva tutto l’anno.',
        body: `Syros è diversa dalla maggior parte delle Cicladi. **Ermoupoli**, capoluogo amministrativo dell’arcipelago, nell’Ottocento fu il primo porto della Grecia moderna e conserva i suoi palazzi neoclassici, piazza Miaouli con il municipio di Ernst Ziller e il **teatro Apollon**, ispirato alla Scala. Nel quartiere di **Vaporia** le case dei capitani scendono fino al mare. Sulla collina di fronte, la medievale **Ano Syros** è un borgo cattolico di vicoli stretti con vista su tutto l’Egeo. Assaggia i loukoumi e la halvadopita e fai il bagno a Galissas, Kini o Vari.

### Come arrivare in traghetto

Syros è una delle isole meglio collegate tutto l’anno. Dal **Pireo** il convenzionale impiega circa 3,5-4 ore e il veloce circa 2 ore. Ci sono partenze anche da **Rafina** e da **Lavrio** via Kea e Kythnos. Tinos è a 30-45 minuti, Mykonos a circa 1-1,5 ore e Paros a circa 1,5 ore.

### Quando andare

Con una popolazione stabile e facoltà universitarie, Syros resta viva anche in inverno: una buona scelta per una fuga in primavera o in autunno. Per il mare, da giugno a settembre è l’ideale. A luglio Ermoupoli ospita un festival di musica classica.

### Consigli

- Dal porto raggiungi a piedi tutta Ermoupoli; per Ano Syros c’è l’autobus, oppure le scalinate se ti va di camminare.
- Syros è una buona base per gite in giornata a Tinos e Mykonos.
- Le partenze da Lavrio sono comode se alloggi nella zona sud di Atene.`,
        faq: [
          {
            question: 'Quanto dura il traghetto dal Pireo a Syros?',
            answer: 'Circa 3,5-4 ore con il convenzionale e circa 2 ore con il veloce.',
          },
          {
            question: 'Ci sono traghetti per Syros in inverno?',
            answer:
              'Sì, Syros ha un collegamento giornaliero con il Pireo tutto l’anno e frequenti collegamenti con Tinos e Mykonos.',
          },
          {
            question: 'Syros ha belle spiagge?',
            answer:
              'Sì. Galissas, Kini, Finikas e Vari sono spiagge di sabbia attrezzate, facili da raggiungere in autobus da Ermoupoli.',
          },
        ],
      },
      sq: {
        slug: 'syros',
        title: 'Siros: tragete për Ermupolin dhe Cikladet',
        metaDescription:
          'Bileta trageti për Siros nga Pireu, Rafina dhe Lavrio: kohëzgjatja, lidhje me Tinosin, Mikonosin dhe Parosin, dhe çfarë të shihni në Ermupoli.',
        summary:
          'Ermupoli, kryeqyteti i Cikladeve, me pallate neoklasike, teatrin Apollon dhe Ano Sirosin katolik. Plot jetë gjatë gjithë vitit.',
        body: `Sirosi ndryshon nga shumica e ishujve të Cikladeve. **Ermupoli**, qendra administrative e arkipelagut, u bë në shekullin XIX porti kryesor i Greqisë moderne dhe ruan pallatet neoklasike, sheshin Miauli me bashkinë e Ernst Ziller-it dhe **teatrin Apollon**. Në lagjen **Vaporia**, shtëpitë e kapitenëve zbresin deri në det. Në kodrën përballë, **Ano Sirosi** mesjetar është një vendbanim katolik me rrugica të ngushta dhe pamje mbi gjithë Egjeun. Provoni llokumet dhe halvadopitën, dhe lahuni në Galisas, Kini ose Vari.

### Si të shkoni me traget

Sirosi është një nga ishujt më të lidhur gjatë gjithë vitit. Nga **Pireu** trageti konvencional udhëton rreth 3,5 deri në 4 orë dhe ai i shpejtë rreth 2 orë. Ka nisje edhe nga **Rafina**, si dhe nga **Lavrio** nëpërmjet Keas dhe Kithnosit. Tinosi është 30 deri në 45 minuta larg, Mikonosi rreth 1 deri në 1,5 orë dhe Parosi rreth 1,5 orë.

### Kur të shkoni

Me popullsi të përhershme dhe fakultete universitare, Sirosi mbetet i gjallë edhe në dimër, ndaj është zgjedhje e mirë për një pushim në pranverë ose vjeshtë. Për not, periudha qershor–shtator është ideale. Në korrik Ermupoli pret një festival të muzikës klasike.

### Këshilla

- Nga porti mund të ecni në këmbë kudo në Ermupoli; për Ano Sirosin merrni autobusin, ose shkallët nëse ju pëlqen ngjitja.
- Sirosi është bazë e mirë për ekskursione njëditore në Tinos dhe Mikonos.
- Nisjet nga Lavrio janë të përshtatshme nëse qëndroni në jug të Athinës.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Pireu në Siros?',
            answer: 'Rreth 3,5 deri në 4 orë me traget konvencional dhe rreth 2 orë me traget të shpejtë.',
          },
          {
            question: 'A ka tragete për Siros në dimër?',
            answer:
              'Po, Sirosi ka lidhje të përditshme me Pireun gjatë gjithë vitit dhe lidhje të shpeshta me Tinosin dhe Mikonosin.',
          },
          {
            question: 'A ka Sirosi plazhe të mira?',
            answer:
              'Po. Galisasi, Kini, Finikasi dhe Vari janë plazhe me rërë dhe shërbime, që arrihen lehtë me autobus nga Ermupoli.',
          },
        ],
      },
    },
  },
];
