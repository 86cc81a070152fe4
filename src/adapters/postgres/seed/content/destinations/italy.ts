import type { SeedDestination } from '../types.ts';

export const ITALY: SeedDestination[] = [
  {
    key: 'ancona',
    portCodes: ['AOI'],
    region: 'italy',
    coordinates: { lat: 43.6158, lng: 13.5189 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#dfe9f0', sea: '#2b5f82', land: '#c8b08a', accent: '#9e2a2b' },
    },
    related: ['bari', 'brindisi', 'corfu', 'durres'],
    text: {
      el: {
        slug: 'ankona',
        title: 'Ανκόνα: πλοία από Ελλάδα και Αλβανία',
        metaDescription:
          'Εισιτήρια πλοίου Ανκόνα–Ηγουμενίτσα–Πάτρα και Ανκόνα–Δυρράχιο: διάρκεια ταξιδιού, καμπίνες, ταξίδι με αυτοκίνητο και τι να δείτε στην πόλη.',
        summary:
          'Το μεγάλο λιμάνι της Αδριατικής στην κεντρική Ιταλία, με καθημερινά πλοία για Ηγουμενίτσα και Πάτρα και εύκολη πρόσβαση στη Ριβιέρα του Κόνερο.',
        body: `Η Ανκόνα, πρωτεύουσα της περιφέρειας Μάρκε, είναι ένα από τα σημαντικότερα λιμάνια της Αδριατικής και η πιο βόρεια από τις κλασικές πύλες για ταξίδια με πλοίο προς την Ελλάδα. Η πόλη αξίζει μια στάση: ο καθεδρικός ναός του **Σαν Τσιριάκο** στέκει στον λόφο Γκουάσκο με θέα στο λιμάνι, η **Αψίδα του Τραϊανού** (2ος αιώνας μ.Χ.) βρίσκεται πάνω στην προβλήτα, και το πενταγωνικό **Λαζαρέτο** του Βανβιτέλι φιλοξενεί εκθέσεις. Νότια της πόλης, η **Ριβιέρα του Κόνερο**, με το Πορτονόβο, το Σιρόλο και τη Νουμάνα, έχει από τα ωραιότερα νερά της ιταλικής Αδριατικής, ενώ το προσκύνημα του **Λορέτο** απέχει μισή ώρα.

### Πλοία από και προς την Ανκόνα

Τα πλοία για την **Ηγουμενίτσα** χρειάζονται περίπου 15 με 16 ώρες και για την **Πάτρα** περίπου 21 με 23 ώρες, με αναχωρήσεις σχεδόν καθημερινά όλο τον χρόνο. Είναι μεγάλα οχηματαγωγά με καμπίνες, εστιατόρια, καταστήματα και, το καλοκαίρι, δυνατότητα «κάμπινγκ στο κατάστρωμα» σε ορισμένα δρομολόγια. Υπάρχουν επίσης πλοία για το **Δυρράχιο** στην Αλβανία και για την Κροατία.

### Πρόσβαση στο λιμάνι

Η Ανκόνα βρίσκεται πάνω στον αυτοκινητόδρομο A14 και στη σιδηροδρομική γραμμή της Αδριατικής, που τη συνδέει με τη Μπολόνια, το Μιλάνο και τη νότια Ιταλία. Ο κεντρικός σιδηροδρομικός σταθμός απέχει περίπου 2 χιλιόμετρα από τις αποβάθρες των πλοίων και συνδέεται με λεωφορεία, ενώ το αεροδρόμιο της Φαλκονάρα βρίσκεται περίπου 15 χιλιόμετρα βόρεια. Όσοι οδηγούν ακολουθούν τις πινακίδες για το «Porto» και τους σταθμούς επιβίβασης.

### Πότε να ταξιδέψετε

Τα δρομολόγια λειτουργούν όλο τον χρόνο. Τον Ιούλιο και τον Αύγουστο οι καμπίνες και οι θέσεις για αυτοκίνητα γεμίζουν νωρίς, ιδίως τα Σαββατοκύριακα.

### Χρήσιμες συμβουλές

- Να είστε στο λιμάνι τουλάχιστον δύο ώρες πριν την αναχώρηση για τον έλεγχο εισιτηρίων και την επιβίβαση οχημάτων.
- Για τα ταξίδια με Ελλάδα αρκεί ταυτότητα ή διαβατήριο για πολίτες της ΕΕ· για την Αλβανία ελέγξτε τους κανόνες εισόδου.
- Για μακρύ ταξίδι με παιδιά, μια καμπίνα κάνει μεγάλη διαφορά.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Ανκόνα–Ηγουμενίτσα;',
            answer: 'Περίπου 15 με 16 ώρες. Για την Πάτρα το ταξίδι διαρκεί περίπου 21 με 23 ώρες.',
          },
          {
            question: 'Μπορώ να ταξιδέψω με το αυτοκίνητό μου;',
            answer: 'Ναι, όλα τα πλοία της γραμμής είναι οχηματαγωγά. Κλείστε θέση νωρίς για το καλοκαίρι.',
          },
          {
            question: 'Υπάρχει πλοίο από την Ανκόνα για την Αλβανία;',
            answer: 'Ναι, υπάρχουν δρομολόγια για το Δυρράχιο, κυρίως νυχτερινά.',
          },
        ],
      },
      en: {
        slug: 'ancona',
        title: 'Ancona: ferries to Greece and Albania',
        metaDescription:
          'Ferry tickets Ancona–Igoumenitsa–Patras and Ancona–Durrës: crossing times, cabins, travelling with a car and what to see in town.',
        summary:
          'The great Adriatic port of central Italy, with almost daily ferries to Igoumenitsa and Patras and easy access to the Conero Riviera.',
        body: `Ancona, capital of the Marche region, is one of the main ports on the Adriatic and the northernmost of the classic gateways for ferry travel to Greece. The city is worth a stop: the cathedral of **San Ciriaco** crowns Guasco hill above the harbour, **Trajan’s Arch** (2nd century AD) stands right on the quay, and Vanvitelli’s pentagonal **Mole** hosts exhibitions. South of the city, the **Conero Riviera**, with Portonovo, Sirolo and Numana, has some of the clearest water on the Italian Adriatic, and the shrine of **Loreto** is half an hour away.

### Ferries from and to Ancona

Ferries to **Igoumenitsa** take about 15 to 16 hours and to **Patras** about 21 to 23 hours, with departures almost every day all year. They are large car ferries with cabins, restaurants, shops and, in summer, “camping on board” on some sailings. There are also ferries to **Durrës** in Albania and to Croatia.

### Getting to the port

Ancona lies on the A14 motorway and on the Adriatic railway line linking it with Bologna, Milan and southern Italy. The central station is about 2 km from the ferry quays and connected by bus, and Ancona Falconara airport is some 15 km to the north. If you are driving, follow the signs for “Porto” and the international ferry boarding areas.

### When to travel

Sailings operate all year round. In July and August cabins and car spaces fill up early, especially at weekends.

### Tips

- Be at the port at least two hours before departure for ticket checks and vehicle boarding.
- For trips to Greece, EU citizens need an identity card or passport; for Albania, check the entry rules.
- On a long crossing with children, a cabin makes a big difference.`,
        faq: [
          {
            question: 'How long is the ferry from Ancona to Igoumenitsa?',
            answer: 'About 15 to 16 hours. To Patras the crossing takes about 21 to 23 hours.',
          },
          {
            question: 'Can I take my car?',
            answer: 'Yes, all ferries on this route carry vehicles. Book early for summer.',
          },
          {
            question: 'Is there a ferry from Ancona to Albania?',
            answer: 'Yes, there are sailings to Durrës, mostly overnight.',
          },
        ],
      },
      de: {
        slug: 'ancona',
        title: 'Ancona: Fähren nach Griechenland und Albanien',
        metaDescription:
          'Fährtickets Ancona–Igoumenitsa–Patras und Ancona–Durrës: Fahrzeiten, Kabinen, Reisen mit dem Auto und Sehenswertes in der Stadt.',
        summary:
          'Der große Adriahafen Mittelitaliens, mit fast täglichen Fähren nach Igoumenitsa und Patras und kurzen Wegen zur Riviera del Conero.',
        body: `Ancona, Hauptstadt der Region Marken, ist einer der wichtigsten Häfen an der Adria und das nördlichste der klassischen Tore für die Fährreise nach Griechenland. Die Stadt lohnt einen Halt: Der Dom **San Ciriaco** thront auf dem Guasco-Hügel über dem Hafen, der **Trajansbogen** (2. Jahrhundert n. Chr.) steht direkt am Kai, und Vanvitellis fünfeckige **Mole** beherbergt Ausstellungen. Südlich der Stadt hat die **Riviera del Conero** mit Portonovo, Sirolo und Numana einige der klarsten Buchten der italienischen Adria, und der Wallfahrtsort **Loreto** liegt eine halbe Stunde entfernt.

### Fähren ab und nach Ancona

Fähren nach **Igoumenitsa** brauchen etwa 15 bis 16 Stunden, nach **Patras** etwa 21 bis 23 Stunden, mit fast täglichen Abfahrten das ganze Jahr. Es sind große Autofähren mit Kabinen, Restaurants, Geschäften und im Sommer auf manchen Abfahrten „Camping an Bord“. Außerdem gibt es Fähren nach **Durrës** in Albanien und nach Kroatien.

### Anreise zum Hafen

Ancona liegt an der Autobahn A14 und an der Adria-Bahnstrecke, die die Stadt mit Bologna, Mailand und Süditalien verbindet. Der Hauptbahnhof ist etwa 2 km von den Fähranlegern entfernt und per Bus angebunden, der Flughafen Ancona-Falconara liegt rund 15 km nördlich. Mit dem Auto folgen Sie einfach der Beschilderung „Porto“ und den Wartebereichen für die internationalen Fähren.

### Reisezeit

Die Verbindungen bestehen ganzjährig. Im Juli und August sind Kabinen und Autostellplätze früh ausgebucht, besonders an Wochenenden.

### Tipps

- Seien Sie mindestens zwei Stunden vor Abfahrt am Hafen, für Ticketkontrolle und Fahrzeugverladung.
- Für Griechenland genügt EU-Bürgern Personalausweis oder Reisepass; für Albanien die Einreisebestimmungen prüfen.
- Auf einer langen Überfahrt mit Kindern macht eine Kabine einen großen Unterschied.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Ancona nach Igoumenitsa?',
            answer: 'Etwa 15 bis 16 Stunden. Nach Patras dauert die Überfahrt etwa 21 bis 23 Stunden.',
          },
          {
            question: 'Kann ich mein Auto mitnehmen?',
            answer: 'Ja, alle Fähren dieser Strecke transportieren Fahrzeuge. Für den Sommer früh buchen.',
          },
          {
            question: 'Gibt es eine Fähre von Ancona nach Albanien?',
            answer: 'Ja, es gibt Abfahrten nach Durrës, meist über Nacht.',
          },
        ],
      },
      es: {
        slug: 'ancona',
        title: 'Ancona: ferris a Grecia y Albania',
        metaDescription:
          'Billetes de ferry Ancona–Igoumenitsa–Patras y Ancona–Durrës: duración, camarotes, viajar con coche y qué ver en la ciudad.',
        summary:
          'El gran puerto adriático del centro de Italia, con ferris casi diarios a Igoumenitsa y Patras y acceso fácil a la Riviera del Conero.',
        body: `Ancona, capital de la región de Las Marcas, es uno de los principales puertos del Adriático y la más septentrional de las puertas clásicas para viajar en ferry a Grecia. La ciudad merece una parada: la catedral de **San Ciriaco** corona la colina de Guasco sobre el puerto, el **Arco de Trajano** (siglo II d. C.) se alza en el mismo muelle y la **Mole** pentagonal de Vanvitelli acoge exposiciones. Al sur, la **Riviera del Conero**, con Portonovo, Sirolo y Numana, tiene algunas de las aguas más limpias del Adriático italiano, y el santuario de **Loreto** está a media hora.

### Ferris desde y hacia Ancona

Los ferris a **Igoumenitsa** tardan unas 15-16 horas y a **Patras** unas 21-23 horas, con salidas casi diarias todo el año. Son grandes ferris con camarotes, restaurantes, tiendas y, en verano, «camping a bordo» en algunas salidas. También hay barcos a **Durrës**, en Albania, y a Croacia.

### Cómo llegar al puerto

Ancona está en la autopista A14 y en la línea ferroviaria del Adriático, que la une con Bolonia, Milán y el sur de Italia. La estación central está a unos 2 km de los muelles de los ferris y tiene conexión en autobús, y el aeropuerto de Ancona-Falconara se encuentra a unos 15 km al norte. Si viaja en coche, siga las indicaciones de «Porto» y de las zonas de embarque internacional.

### Cuándo viajar

Las líneas funcionan todo el año. En julio y agosto los camarotes y las plazas para coche se agotan pronto, sobre todo los fines de semana.

### Consejos

- Esté en el puerto al menos dos horas antes de la salida para el control de billetes y el embarque de vehículos.
- Para viajar a Grecia, los ciudadanos de la UE necesitan DNI o pasaporte; para Albania, consulte las normas de entrada.
- En una travesía larga con niños, un camarote marca una gran diferencia.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Ancona a Igoumenitsa?',
            answer: 'Unas 15-16 horas. A Patras, la travesía dura unas 21-23 horas.',
          },
          {
            question: '¿Puedo llevar mi coche?',
            answer:
              'Sí, todos los ferris de esta ruta transportan vehículos. Reserve con antelación para el verano.',
          },
          {
            question: '¿Hay ferry de Ancona a Albania?',
            answer: 'Sí, hay salidas a Durrës, casi siempre nocturnas.',
          },
        ],
      },
      fr: {
        slug: 'ancone',
        title: 'Ancône : ferries vers la Grèce et l’Albanie',
        metaDescription:
          'Billets de ferry Ancône–Igoumenitsa–Patras et Ancône–Durrës : durées, cabines, voyager en voiture et que voir en ville.',
        summary:
          'Le grand port adriatique d’Italie centrale, avec des ferries presque quotidiens pour Igoumenitsa et Patras et un accès facile à la Riviera del Conero.',
        body: `Ancône, capitale des Marches, est l’un des principaux ports de l’Adriatique et la plus septentrionale des portes classiques pour rejoindre la Grèce en ferry. La ville mérite une halte : la cathédrale **San Ciriaco** couronne la colline du Guasco au-dessus du port, l’**arc de Trajan** (IIe siècle apr. J.-C.) se dresse sur le quai même, et la **Mole** pentagonale de Vanvitelli accueille des expositions. Au sud, la **Riviera del Conero**, avec Portonovo, Sirolo et Numana, offre certaines des eaux les plus claires de l’Adriatique italienne, et le sanctuaire de **Lorette** est à une demi-heure.

### Ferries au départ et à destination d’Ancône

Les ferries pour **Igoumenitsa** mettent environ 15 à 16 heures et pour **Patras** environ 21 à 23 heures, avec des départs presque quotidiens toute l’année. Ce sont de grands car-ferries avec cabines, restaurants, boutiques et, en été, « camping à bord » sur certaines traversées. Des ferries desservent aussi **Durrës** en Albanie et la Croatie.

### Rejoindre le port

Ancône se trouve sur l’autoroute A14 et sur la ligne ferroviaire adriatique qui la relie à Bologne, Milan et au sud de l’Italie. La gare centrale est à environ 2 km des quais des ferries, avec une desserte en bus, et l’aéroport d’Ancône-Falconara est à une quinzaine de kilomètres au nord. En voiture, suivez les panneaux « Porto » puis ceux des zones d’embarquement internationales.

### Quand voyager

Les lignes fonctionnent toute l’année. En juillet et août, cabines et places voiture partent tôt, surtout le week-end.

### Conseils

- Présentez-vous au port au moins deux heures avant le départ pour le contrôle des billets et l’embarquement des véhicules.
- Pour la Grèce, une carte d’identité ou un passeport suffit aux citoyens de l’UE ; pour l’Albanie, vérifiez les règles d’entrée.
- Pour une longue traversée avec des enfants, une cabine change tout.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Ancône – Igoumenitsa ?',
            answer: 'Environ 15 à 16 heures. Vers Patras, la traversée dure environ 21 à 23 heures.',
          },
          {
            question: 'Puis-je emmener ma voiture ?',
            answer: 'Oui, tous les ferries de cette ligne embarquent les véhicules. Réservez tôt pour l’été.',
          },
          {
            question: 'Existe-t-il un ferry d’Ancône vers l’Albanie ?',
            answer: 'Oui, des traversées desservent Durrës, le plus souvent de nuit.',
          },
        ],
      },
      it: {
        slug: 'ancona',
        title: 'Ancona: traghetti per la Grecia e l’Albania',
        metaDescription:
          'Biglietti traghetto Ancona–Igoumenitsa–Patrasso e Ancona–Durazzo: durata, cabine, viaggio in auto e cosa vedere in città.',
        summary:
          'Il grande porto adriatico del centro Italia, con traghetti quasi giornalieri per Igoumenitsa e Patrasso e la Riviera del Conero a due passi.',
        body: `Ancona, capoluogo delle Marche, è uno dei principali porti dell’Adriatico e la più settentrionale delle porte classiche per andare in Grecia in traghetto. Prima dell’imbarco la città merita una sosta: il duomo di **San Ciriaco** domina il colle Guasco sopra il porto, l’**Arco di Traiano** (II secolo d.C.) si trova proprio sulla banchina e la **Mole Vanvitelliana**, pentagonale, ospita mostre ed eventi. A sud, la **Riviera del Conero**, con Portonovo, Sirolo e Numana, ha alcune delle acque più limpide dell’Adriatico italiano, e il santuario di **Loreto** è a mezz’ora.

### Traghetti da e per Ancona

I traghetti per **Igoumenitsa** impiegano circa 15-16 ore e per **Patrasso** circa 21-23 ore, con partenze quasi ogni giorno tutto l’anno. Sono grandi navi traghetto con cabine, ristoranti, negozi e, d’estate, il «camping a bordo» su alcune corse. Ci sono anche traghetti per **Durazzo**, in Albania, e per la Croazia.

### Come raggiungere il porto

Ancona si trova sull’autostrada A14 e sulla linea ferroviaria adriatica, che la collega a Bologna, Milano e al Sud. La stazione centrale dista circa 2 km dalle banchine dei traghetti ed è collegata da autobus, mentre l’aeroporto di Ancona-Falconara è circa 15 km più a nord. In auto basta seguire le indicazioni per il «Porto» e per le aree d’imbarco internazionali.

### Quando viaggiare

Le linee sono attive tutto l’anno. A luglio e agosto cabine e posti auto si esauriscono presto, soprattutto nei fine settimana.

### Consigli

- Arriva al porto almeno due ore prima della partenza per il controllo dei biglietti e l’imbarco dei veicoli.
- Per la Grecia ai cittadini UE basta la carta d’identità valida per l’espatrio o il passaporto; per l’Albania verifica le regole d’ingresso.
- In una traversata lunga con bambini, la cabina fa una grande differenza.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Ancona a Igoumenitsa?',
            answer: 'Circa 15-16 ore. Per Patrasso la traversata dura circa 21-23 ore.',
          },
          {
            question: 'Posso portare la mia auto?',
            answer: 'Sì, tutti i traghetti di questa linea trasportano veicoli. Per l’estate prenota presto.',
          },
          {
            question: 'C’è un traghetto da Ancona per l’Albania?',
            answer: 'Sì, ci sono corse per Durazzo, per lo più notturne.',
          },
        ],
      },
      sq: {
        slug: 'ankona',
        title: 'Ankona: tragete për Greqi dhe Shqipëri',
        metaDescription:
          'Bileta trageti Ankona–Igumenicë–Patra dhe Ankona–Durrës: kohëzgjatja, kabinat, udhëtimi me makinë dhe çfarë të shihni në qytet.',
        summary:
          'Porti i madh adriatik i Italisë qendrore, me tragete pothuajse çdo ditë për Igumenicë e Patra dhe Rivierën e Konerit afër.',
        body: `Ankona, kryeqyteti i rajonit Marke, është një nga portet kryesore të Adriatikut dhe më veriorja nga portat klasike për udhëtime me traget drejt Greqisë. Qyteti meriton një ndalesë: katedralja e **San Ciriacos** kurorëzon kodrën Guasco mbi port, **Harku i Trajanit** (shekulli II e.s.) ngrihet mu mbi skelë, dhe **Mole** pesëkëndëshe e Vanvitellit pret ekspozita. Në jug të qytetit, **Riviera e Konerit**, me Portonovon, Sirolon dhe Numanën, ka disa nga ujërat më të pastra të Adriatikut italian, ndërsa shenjtërorja e **Loretos** është gjysmë ore larg.

### Tragete nga dhe për Ankonën

Tragetet për në **Igumenicë** udhëtojnë rreth 15 deri në 16 orë dhe për në **Patra** rreth 21 deri në 23 orë, me nisje pothuajse çdo ditë gjatë gjithë vitit. Janë tragete të mëdha me kabina, restorante, dyqane dhe, në verë, «kamping në bord» në disa udhëtime. Ka edhe tragete për në **Durrës** dhe për në Kroaci.

### Si të arrini në port

Ankona ndodhet në autostradën A14 dhe në linjën hekurudhore të Adriatikut, që e lidh me Bolonjën, Milanon dhe Italinë jugore. Stacioni qendror është rreth 2 km larg skelave të trageteve dhe lidhet me autobus, ndërsa aeroporti i Ankona-Falkonarës ndodhet rreth 15 km në veri. Me makinë, ndiqni tabelat për «Porto» dhe për zonat e hipjes ndërkombëtare.

### Kur të udhëtoni

Linjat funksionojnë gjatë gjithë vitit. Në korrik dhe gusht kabinat dhe vendet për makina mbushen herët, sidomos në fundjavë.

### Këshilla

- Jini në port të paktën dy orë para nisjes për kontrollin e biletave dhe hipjen e automjeteve.
- Për Greqinë, shtetasve të BE-së u mjafton karta e identitetit ose pasaporta; për Shqipërinë, kontrolloni rregullat e hyrjes.
- Në një udhëtim të gjatë me fëmijë, një kabinë bën shumë diferencë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Ankona në Igumenicë?',
            answer: 'Rreth 15 deri në 16 orë. Për në Patra udhëtimi zgjat rreth 21 deri në 23 orë.',
          },
          {
            question: 'A mund të marr makinën time?',
            answer: 'Po, të gjitha tragetet e kësaj linje marrin automjete. Për verën rezervoni herët.',
          },
          {
            question: 'A ka traget nga Ankona për në Shqipëri?',
            answer: 'Po, ka udhëtime për në Durrës, kryesisht natën.',
          },
        ],
      },
    },
  },
  {
    key: 'bari',
    portCodes: ['BRI'],
    region: 'italy',
    coordinates: { lat: 41.1287, lng: 16.8697 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#e9e4d8', sea: '#2f6690', land: '#d8c3a5', accent: '#8c3b2f' },
    },
    related: ['brindisi', 'ancona', 'corfu', 'durres'],
    text: {
      el: {
        slug: 'bari',
        title: 'Μπάρι: πλοία για Ελλάδα, Κέρκυρα και Αλβανία',
        metaDescription:
          'Εισιτήρια πλοίου Μπάρι–Ηγουμενίτσα–Πάτρα, Μπάρι–Κέρκυρα και Μπάρι–Δυρράχιο: διάρκεια ταξιδιού, λιμάνι και τι να δείτε στην Απουλία.',
        summary:
          'Η πρωτεύουσα της Απουλίας, με την παλιά πόλη και τη Βασιλική του Αγίου Νικολάου, και νυχτερινά πλοία για Ελλάδα και Αλβανία.',
        body: `Το Μπάρι, πρωτεύουσα της Απουλίας, είναι ζωντανή πόλη και βασικό λιμάνι για τα πλοία προς την Ελλάδα και τα Βαλκάνια. Στην **Μπάρι Βέκια**, την παλιά πόλη, η **Βασιλική του Αγίου Νικολάου** φυλάσσει τα λείψανα του αγίου και είναι τόπος προσκυνήματος τόσο για καθολικούς όσο και για ορθοδόξους. Στα στενά γύρω από το Άρκο Μπάσο οι γυναίκες της γειτονιάς φτιάχνουν ακόμα ορεκιέτε έξω από τα σπίτια τους. Από το Μπάρι φτάνετε εύκολα στο **Αλμπερομπέλο** με τα τρούλι, στο **Πολινιάνο α Μάρε** και στη **Ματέρα**.

### Πλοία από και προς το Μπάρι

Τα πλοία για την **Ηγουμενίτσα** χρειάζονται περίπου 9 με 11 ώρες και για την **Πάτρα** περίπου 15 με 16 ώρες, συνήθως με νυχτερινή αναχώρηση. Το καλοκαίρι πολλά δρομολόγια πιάνουν και **Κέρκυρα**. Για την Αλβανία, υπάρχουν καθημερινά νυχτερινά πλοία για το **Δυρράχιο**, με διάρκεια περίπου 8 με 9 ώρες. Υπάρχουν επίσης γραμμές για Μαυροβούνιο και Κροατία. Ο επιβατικός σταθμός βρίσκεται κοντά στο ιστορικό κέντρο.

### Πρόσβαση στο λιμάνι

Ο σιδηροδρομικός σταθμός Bari Centrale απέχει περίπου 2 χιλιόμετρα από το λιμάνι και συνδέεται με λεωφορεία και ταξί. Το αεροδρόμιο Karol Wojtyła βρίσκεται περίπου 10 χιλιόμετρα βορειοδυτικά, με σιδηροδρομική σύνδεση προς το κέντρο. Για όσους οδηγούν, ο αυτοκινητόδρομος A14 φτάνει ως την πόλη και οι πινακίδες οδηγούν κατευθείαν στον σταθμό επιβίβασης των διεθνών πλοίων.

### Πότε να ταξιδέψετε

Οι γραμμές λειτουργούν όλο τον χρόνο. Ο Ιούλιος και ο Αύγουστος είναι οι πιο πολυσύχναστοι μήνες, ιδιαίτερα για οχήματα και καμπίνες.

### Χρήσιμες συμβουλές

- Φτάστε στο λιμάνι τουλάχιστον δύο ώρες πριν, ειδικά αν ταξιδεύετε με αυτοκίνητο ή τροχόσπιτο.
- Για το Δυρράχιο, ελέγξτε τα έγγραφα εισόδου στην Αλβανία και την ασφάλεια του οχήματός σας.
- Αν έχετε μερικές ώρες πριν την αναχώρηση, μια βόλτα στην παλιά πόλη είναι λίγα λεπτά με τα πόδια.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Μπάρι–Ηγουμενίτσα;',
            answer: 'Περίπου 9 με 11 ώρες, συνήθως με νυχτερινή αναχώρηση από το Μπάρι.',
          },
          {
            question: 'Υπάρχει πλοίο από το Μπάρι για την Κέρκυρα;',
            answer: 'Ναι, το καλοκαίρι πολλά πλοία της γραμμής Μπάρι–Ηγουμενίτσα–Πάτρα πιάνουν Κέρκυρα.',
          },
          {
            question: 'Πόσο διαρκεί το ταξίδι Μπάρι–Δυρράχιο;',
            answer: 'Περίπου 8 με 9 ώρες με νυχτερινό πλοίο.',
          },
        ],
      },
      en: {
        slug: 'bari',
        title: 'Bari: ferries to Greece, Corfu and Albania',
        metaDescription:
          'Ferry tickets Bari–Igoumenitsa–Patras, Bari–Corfu and Bari–Durrës: crossing times, the port and what to see in Puglia.',
        summary:
          'The capital of Puglia, with its old town and the Basilica of St Nicholas, and overnight ferries to Greece and Albania.',
        body: `Bari, capital of Puglia, is a lively city and a key port for ferries to Greece and the Balkans. In **Bari Vecchia**, the old town, the **Basilica of St Nicholas** holds the saint’s relics and draws both Catholic and Orthodox pilgrims. In the lanes around Arco Basso, local women still make orecchiette outside their front doors. From Bari it is easy to reach **Alberobello** with its trulli, **Polignano a Mare** and **Matera**.

### Ferries from and to Bari

Ferries to **Igoumenitsa** take about 9 to 11 hours and to **Patras** about 15 to 16 hours, usually leaving in the evening. In summer many sailings also call at **Corfu**. For Albania, there are overnight ferries to **Durrës** every day, taking about 8 to 9 hours. There are also lines to Montenegro and Croatia. The passenger terminal is close to the historic centre.

### Getting to the port

Bari Centrale railway station is about 2 km from the port and linked by bus and taxi. Karol Wojtyła airport lies some 10 km north-west of the city, with a rail connection to the centre. Drivers arrive on the A14 motorway, and signs lead directly to the boarding area for international ferries.

### When to travel

Lines operate all year round. July and August are the busiest months, especially for vehicles and cabins.

### Tips

- Arrive at the port at least two hours ahead, especially with a car or camper.
- For Durrës, check Albania’s entry documents and your vehicle insurance.
- If you have a few hours before departure, the old town is a short walk away.`,
        faq: [
          {
            question: 'How long is the ferry from Bari to Igoumenitsa?',
            answer: 'About 9 to 11 hours, usually leaving Bari in the evening.',
          },
          {
            question: 'Is there a ferry from Bari to Corfu?',
            answer: 'Yes, in summer many ferries on the Bari–Igoumenitsa–Patras line also call at Corfu.',
          },
          {
            question: 'How long is the ferry from Bari to Durrës?',
            answer: 'About 8 to 9 hours by overnight ferry.',
          },
        ],
      },
      de: {
        slug: 'bari',
        title: 'Bari: Fähren nach Griechenland, Korfu und Albanien',
        metaDescription:
          'Fährtickets Bari–Igoumenitsa–Patras, Bari–Korfu und Bari–Durrës: Fahrzeiten, Hafen und Sehenswertes in Apulien.',
        summary:
          'Die Hauptstadt Apuliens mit Altstadt und Nikolaus-Basilika, dazu Nachtfähren nach Griechenland und Albanien.',
        body: `Bari, die Hauptstadt Apuliens, ist eine lebendige Stadt und ein wichtiger Hafen für Fähren nach Griechenland und auf den Balkan. In **Bari Vecchia**, der Altstadt, bewahrt die **Basilika San Nicola** die Reliquien des heiligen Nikolaus auf und zieht katholische wie orthodoxe Pilger an. In den Gassen um den Arco Basso formen Frauen aus der Nachbarschaft noch heute Orecchiette vor ihren Haustüren. Von Bari erreichen Sie bequem **Alberobello** mit seinen Trulli, **Polignano a Mare** und **Matera**.

### Fähren ab und nach Bari

Fähren nach **Igoumenitsa** brauchen etwa 9 bis 11 Stunden, nach **Patras** etwa 15 bis 16 Stunden; sie legen meist abends ab. Im Sommer laufen viele Abfahrten auch **Korfu** an. Nach Albanien fahren täglich Nachtfähren nach **Durrës**, die Überfahrt dauert etwa 8 bis 9 Stunden. Außerdem gibt es Linien nach Montenegro und Kroatien. Das Passagierterminal liegt nahe der Altstadt.

### Anreise zum Hafen

Der Bahnhof Bari Centrale liegt etwa 2 km vom Hafen entfernt und ist per Bus und Taxi angebunden. Der Flughafen Karol Wojtyła befindet sich rund 10 km nordwestlich der Stadt und hat eine Bahnverbindung ins Zentrum. Autofahrer erreichen Bari über die Autobahn A14; die Beschilderung führt direkt zum Abfertigungsbereich der internationalen Fähren.

### Reisezeit

Die Linien verkehren ganzjährig. Juli und August sind die verkehrsreichsten Monate, besonders bei Fahrzeugen und Kabinen.

### Tipps

- Mindestens zwei Stunden vorher am Hafen sein, vor allem mit Auto oder Wohnmobil.
- Für Durrës die Einreisedokumente für Albanien und die Fahrzeugversicherung prüfen.
- Wer vor der Abfahrt ein paar Stunden Zeit hat, ist zu Fuß in wenigen Minuten in der Altstadt.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Bari nach Igoumenitsa?',
            answer: 'Etwa 9 bis 11 Stunden, meist mit abendlicher Abfahrt in Bari.',
          },
          {
            question: 'Gibt es eine Fähre von Bari nach Korfu?',
            answer: 'Ja, im Sommer laufen viele Fähren der Linie Bari–Igoumenitsa–Patras auch Korfu an.',
          },
          {
            question: 'Wie lange dauert die Fähre von Bari nach Durrës?',
            answer: 'Etwa 8 bis 9 Stunden mit der Nachtfähre.',
          },
        ],
      },
      es: {
        slug: 'bari',
        title: 'Bari: ferris a Grecia, Corfú y Albania',
        metaDescription:
          'Billetes de ferry Bari–Igoumenitsa–Patras, Bari–Corfú y Bari–Durrës: duración, el puerto y qué ver en Apulia.',
        summary:
          'La capital de Apulia, con su casco antiguo y la Basílica de San Nicolás, y ferris nocturnos a Grecia y Albania.',
        body: `Bari, capital de Apulia, es una ciudad animada y un puerto clave para los ferris a Grecia y los Balcanes. En **Bari Vecchia**, el casco antiguo, la **Basílica de San Nicolás** guarda las reliquias del santo y atrae a peregrinos católicos y ortodoxos. En las callejuelas en torno al Arco Basso, las vecinas siguen haciendo orecchiette a la puerta de sus casas. Desde Bari se llega fácilmente a **Alberobello** y sus trulli, a **Polignano a Mare** y a **Matera**.

### Ferris desde y hacia Bari

Los ferris a **Igoumenitsa** tardan unas 9-11 horas y a **Patras** unas 15-16 horas, normalmente con salida por la tarde o la noche. En verano muchas salidas hacen escala también en **Corfú**. Hacia Albania hay ferris nocturnos diarios a **Durrës**, de unas 8-9 horas. También hay líneas a Montenegro y Croacia. La terminal de pasajeros está cerca del centro histórico.

### Cómo llegar al puerto

La estación de tren Bari Centrale está a unos 2 km del puerto, con conexión en autobús y taxi. El aeropuerto Karol Wojtyła se encuentra a unos 10 km al noroeste de la ciudad y tiene enlace ferroviario con el centro. Si conduce, la autopista A14 llega hasta la ciudad y las señales llevan directamente a la zona de embarque de los ferris internacionales.

### Cuándo viajar

Las líneas funcionan todo el año. Julio y agosto son los meses de más movimiento, sobre todo para vehículos y camarotes.

### Consejos

- Llegue al puerto al menos dos horas antes, sobre todo con coche o autocaravana.
- Para Durrës, compruebe los documentos de entrada a Albania y el seguro de su vehículo.
- Si dispone de unas horas antes de embarcar, el casco antiguo está a pocos minutos a pie.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Bari a Igoumenitsa?',
            answer: 'Unas 9-11 horas, normalmente con salida nocturna desde Bari.',
          },
          {
            question: '¿Hay ferry de Bari a Corfú?',
            answer: 'Sí, en verano muchos ferris de la línea Bari–Igoumenitsa–Patras paran también en Corfú.',
          },
          {
            question: '¿Cuánto dura el ferry de Bari a Durrës?',
            answer: 'Unas 8-9 horas en ferry nocturno.',
          },
        ],
      },
      fr: {
        slug: 'bari',
        title: 'Bari : ferries vers la Grèce, Corfou et l’Albanie',
        metaDescription:
          'Billets de ferry Bari–Igoumenitsa–Patras, Bari–Corfou et Bari–Durrës : durées, le port et que voir dans les Pouilles.',
        summary:
          'La capitale des Pouilles, avec sa vieille ville et la basilique Saint-Nicolas, et des ferries de nuit vers la Grèce et l’Albanie.',
        body: `Bari, capitale des Pouilles, est une ville vivante et un port essentiel pour les ferries vers la Grèce et les Balkans. Dans **Bari Vecchia**, la vieille ville, la **basilique Saint-Nicolas** conserve les reliques du saint et attire pèlerins catholiques et orthodoxes. Dans les ruelles autour de l’Arco Basso, les habitantes façonnent encore les orecchiette devant leur porte. De Bari, on rejoint facilement **Alberobello** et ses trulli, **Polignano a Mare** et **Matera**.

### Ferries au départ et à destination de Bari

Les ferries pour **Igoumenitsa** mettent environ 9 à 11 heures et pour **Patras** environ 15 à 16 heures, avec un départ généralement en soirée. En été, beaucoup font aussi escale à **Corfou**. Vers l’Albanie, des ferries de nuit partent chaque jour pour **Durrës**, en 8 à 9 heures environ. Des lignes desservent également le Monténégro et la Croatie. Le terminal passagers est proche du centre historique.

### Rejoindre le port

La gare de Bari Centrale est à environ 2 km du port, desservie par bus et taxis. L’aéroport Karol Wojtyła se trouve à une dizaine de kilomètres au nord-ouest, avec une liaison ferroviaire vers le centre. En voiture, l’autoroute A14 mène jusqu’à la ville et la signalisation conduit directement à la zone d’embarquement des ferries internationaux.

### Quand voyager

Les lignes fonctionnent toute l’année. Juillet et août sont les mois les plus chargés, surtout pour les véhicules et les cabines.

### Conseils

- Arrivez au port au moins deux heures avant, surtout avec une voiture ou un camping-car.
- Pour Durrës, vérifiez les documents d’entrée en Albanie et l’assurance de votre véhicule.
- Si vous avez quelques heures avant le départ, la vieille ville est à quelques minutes à pied.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Bari – Igoumenitsa ?',
            answer: 'Environ 9 à 11 heures, avec un départ généralement en soirée depuis Bari.',
          },
          {
            question: 'Y a-t-il un ferry de Bari vers Corfou ?',
            answer:
              'Oui, en été beaucoup de ferries de la ligne Bari–Igoumenitsa–Patras font escale à Corfou.',
          },
          {
            question: 'Combien de temps dure le ferry Bari – Durrës ?',
            answer: 'Environ 8 à 9 heures en ferry de nuit.',
          },
        ],
      },
      it: {
        slug: 'bari',
        title: 'Bari: traghetti per Grecia, Corfù e Albania',
        metaDescription:
          'Biglietti traghetto Bari–Igoumenitsa–Patrasso, Bari–Corfù e Bari–Durazzo: durata, il porto e cosa vedere in Puglia.',
        summary:
          'Il capoluogo pugliese, con Bari Vecchia e la Basilica di San Nicola, e traghetti notturni per Grecia e Albania.',
        body: `Bari, capoluogo della Puglia, è una città vivace e un porto chiave per i traghetti verso la Grecia e i Balcani. A **Bari Vecchia** la **Basilica di San Nicola** custodisce le reliquie del santo ed è meta di pellegrini cattolici e ortodossi. Nei vicoli intorno all’Arco Basso le signore del quartiere fanno ancora le orecchiette davanti alla porta di casa. Da Bari raggiungi facilmente **Alberobello** con i suoi trulli, **Polignano a Mare** e **Matera**.

### Traghetti da e per Bari

I traghetti per **Igoumenitsa** impiegano circa 9-11 ore e per **Patrasso** circa 15-16 ore, di solito con partenza serale. D’estate molte corse fanno scalo anche a **Corfù**. Per l’Albania ci sono traghetti notturni ogni giorno per **Durazzo**, con una durata di circa 8-9 ore. Esistono anche linee per il Montenegro e la Croazia. Il terminal passeggeri è vicino al centro storico.

### Come raggiungere il porto

La stazione di Bari Centrale dista circa 2 km dal porto ed è collegata da autobus e taxi. L’aeroporto Karol Wojtyła si trova a circa 10 km a nord-ovest della città, con un collegamento ferroviario per il centro. In auto si arriva dall’A14 e le indicazioni portano direttamente all’area d’imbarco dei traghetti internazionali.

### Quando viaggiare

Le linee sono attive tutto l’anno. Luglio e agosto sono i mesi più affollati, soprattutto per veicoli e cabine.

### Consigli

- Arriva al porto almeno due ore prima, specialmente se viaggi in auto o in camper.
- Per Durazzo verifica i documenti d’ingresso in Albania e l’assicurazione del veicolo (carta verde).
- Se hai qualche ora prima della partenza, Bari Vecchia è a pochi minuti a piedi.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Bari a Igoumenitsa?',
            answer: 'Circa 9-11 ore, di solito con partenza serale da Bari.',
          },
          {
            question: 'C’è un traghetto da Bari per Corfù?',
            answer:
              'Sì, d’estate molti traghetti della linea Bari–Igoumenitsa–Patrasso fanno scalo anche a Corfù.',
          },
          {
            question: 'Quanto dura il traghetto da Bari a Durazzo?',
            answer: 'Circa 8-9 ore con il traghetto notturno.',
          },
        ],
      },
      sq: {
        slug: 'bari',
        title: 'Bari: tragete për Greqi, Korfuz dhe Shqipëri',
        metaDescription:
          'Bileta trageti Bari–Igumenicë–Patra, Bari–Korfuz dhe Bari–Durrës: kohëzgjatja, porti dhe çfarë të shihni në Pulia.',
        summary:
          'Kryeqyteti i Pulias, me qytetin e vjetër dhe Bazilikën e Shën Nikollës, si dhe tragete nate për Greqi dhe Shqipëri.',
        body: `Bari, kryeqyteti i Pulias, është qytet i gjallë dhe port kyç për tragetet drejt Greqisë dhe Ballkanit. Në **Bari Vecchia**, qytetin e vjetër, **Bazilika e Shën Nikollës** ruan reliket e shenjtorit dhe tërheq pelegrinë katolikë e ortodoksë. Në rrugicat rreth Arco Basso, gratë e lagjes bëjnë ende orekieta para dyerve të shtëpive. Nga Bari arrini lehtë në **Alberobello** me trulët, në **Polignano a Mare** dhe në **Matera**.

### Tragete nga dhe për në Bari

Tragetet për në **Igumenicë** udhëtojnë rreth 9 deri në 11 orë dhe për në **Patra** rreth 15 deri në 16 orë, zakonisht me nisje në mbrëmje. Në verë shumë udhëtime ndalojnë edhe në **Korfuz**. Për në Shqipëri ka tragete nate çdo ditë për në **Durrës**, me kohëzgjatje rreth 8 deri në 9 orë. Ka edhe linja për Mal të Zi dhe Kroaci. Terminali i pasagjerëve është pranë qendrës historike.

### Si të arrini në port

Stacioni hekurudhor Bari Centrale është rreth 2 km larg portit dhe lidhet me autobus e taksi. Aeroporti Karol Wojtyła ndodhet rreth 10 km në veriperëndim të qytetit, me lidhje hekurudhore me qendrën. Me makinë arrini nga autostrada A14, dhe tabelat ju çojnë drejt e në zonën e hipjes së trageteve ndërkombëtare.

### Kur të udhëtoni

Linjat funksionojnë gjatë gjithë vitit. Korriku dhe gushti janë muajt më të ngarkuar, sidomos për automjete dhe kabina.

### Këshilla

- Mbërrini në port të paktën dy orë më parë, sidomos me makinë ose kamper.
- Për në Durrës, kontrolloni dokumentet e hyrjes dhe sigurimin e automjetit (kartonin jeshil).
- Nëse keni disa orë para nisjes, qyteti i vjetër është pak minuta në këmbë.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Bari në Igumenicë?',
            answer: 'Rreth 9 deri në 11 orë, zakonisht me nisje në mbrëmje nga Bari.',
          },
          {
            question: 'A ka traget nga Bari për në Korfuz?',
            answer: 'Po, në verë shumë tragete të linjës Bari–Igumenicë–Patra ndalojnë edhe në Korfuz.',
          },
          {
            question: 'Sa zgjat trageti nga Bari në Durrës?',
            answer: 'Rreth 8 deri në 9 orë me traget nate.',
          },
        ],
      },
    },
  },
];
