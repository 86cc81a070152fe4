import type { SeedDestination } from '../types.ts';

export const CYCLADES_F: SeedDestination[] = [
  {
    key: 'amorgos',
    portCodes: ['AMO', 'EGL'],
    region: 'cyclades',
    coordinates: { lat: 36.8307, lng: 25.8981 },
    illustration: {
      scene: 'cliffs',
      palette: { sky: '#d5e9f4', sea: '#0f4c81', land: '#b9a58a', accent: '#ffffff' },
    },
    related: ['naxos', 'paros', 'santorini'],
    text: {
      el: {
        slug: 'amorgos',
        title: 'Αμοργός: πλοία για Κατάπολα και Αιγιάλη',
        metaDescription:
          'Εισιτήρια πλοίου για Αμοργό από Πειραιά, Νάξο και Πάρο: λιμάνια Κατάπολα και Αιγιάλη, διάρκεια ταξιδιού, Χοζοβιώτισσα και πεζοπορία.',
        summary:
          'Το ανατολικότερο νησί των Κυκλάδων, με το μοναστήρι της Χοζοβιώτισσας στον βράχο, βαθιά μπλε νερά και παλιά μονοπάτια.',
        body: `Η Αμοργός είναι ένα στενόμακρο, ορεινό νησί στην ανατολική άκρη των Κυκλάδων. Το μοναστήρι της **Παναγίας Χοζοβιώτισσας**, του 11ου αιώνα, είναι χτισμένο μέσα σε έναν κάθετο βράχο περίπου 300 μέτρα πάνω από τη θάλασσα και είναι από τα πιο εντυπωσιακά μνημεία του Αιγαίου. Η **Χώρα**, με τους ανεμόμυλους και το μικρό κάστρο, βρίσκεται στο κέντρο του νησιού. Τα βαθιά μπλε νερά έγιναν διάσημα από την ταινία «Απέραντο Γαλάζιο», που γυρίστηκε εδώ το 1988, με το ναυάγιο «Ολυμπία» στον κόλπο του Λιβερού. Ένα δίκτυο παλιών μονοπατιών, με πιο γνωστή την Παλιά Στράτα από τη Χώρα ως τη Λαγκάδα, κάνει το νησί ιδανικό για πεζοπορία.

### Πώς θα φτάσετε με πλοίο

Η Αμοργός έχει δύο λιμάνια: τα **Κατάπολα** στο νοτιοδυτικό τμήμα και την **Αιγιάλη** στο βόρειο. Τα περισσότερα πλοία πιάνουν και στα δύο· ελέγξτε σε ποιο σας βολεύει να αποβιβαστείτε. Από τον **Πειραιά** το συμβατικό πλοίο, μέσω Πάρου και Νάξου, χρειάζεται περίπου 7 με 9 ώρες, ενώ το καλοκαίρι τα ταχύπλοα κάνουν τη διαδρομή σε περίπου 5 ώρες. Από τη **Νάξο** το τοπικό πλοίο των Μικρών Κυκλάδων φτάνει σε 3 με 5 ώρες, ανάλογα με τις στάσεις, και τα ταχύπλοα σε περίπου 1,5 ώρα.

### Πότε να πάτε

Ο Μάιος, ο Ιούνιος, ο Σεπτέμβριος και ο Οκτώβριος είναι ιδανικοί για πεζοπορία. Τον Αύγουστο το νησί έχει κόσμο αλλά παραμένει χαλαρό. Τον χειμώνα τα δρομολόγια είναι λιγότερα και ο καιρός μπορεί να προκαλέσει ακυρώσεις.

### Χρήσιμες συμβουλές

- Η Χοζοβιώτισσα έχει περιορισμένο ωράριο και αυστηρό κανόνα ένδυσης: καλύψτε ώμους και γόνατα.
- Λεωφορεία συνδέουν Κατάπολα, Χώρα, Αιγιάλη και το μοναστήρι.
- Αν θέλετε να περπατήσετε, επιλέξτε κατάλυμα στην Αιγιάλη ή στη Χώρα, κοντά στις αφετηρίες των μονοπατιών.`,
        faq: [
          {
            question: 'Σε ποιο λιμάνι της Αμοργού να αποβιβαστώ;',
            answer:
              'Στα Κατάπολα αν μένετε στο νότιο τμήμα ή στη Χώρα, και στην Αιγιάλη αν μένετε στον βορρά. Τα περισσότερα πλοία πιάνουν και στα δύο.',
          },
          {
            question: 'Πόσο διαρκεί το ταξίδι από Πειραιά;',
            answer: 'Περίπου 7 με 9 ώρες με συμβατικό πλοίο και περίπου 5 ώρες με ταχύπλοο το καλοκαίρι.',
          },
          {
            question: 'Πώς πάω από τη Νάξο στην Αμοργό;',
            answer:
              'Με το τοπικό πλοίο μέσω των Μικρών Κυκλάδων, σε 3 με 5 ώρες, ή με ταχύπλοο το καλοκαίρι, σε περίπου 1,5 ώρα.',
          },
        ],
      },
      en: {
        slug: 'amorgos',
        title: 'Amorgos: ferries to Katapola and Aegiali',
        metaDescription:
          'Ferry tickets to Amorgos from Piraeus, Naxos and Paros: the ports of Katapola and Aegiali, crossing times, Hozoviotissa and hiking.',
        summary:
          'The easternmost of the Cyclades, with the Hozoviotissa monastery set into a cliff, deep blue water and old mule paths.',
        body: `Amorgos is a long, mountainous island on the eastern edge of the Cyclades. The 11th-century monastery of **Panagia Hozoviotissa** is built into a sheer cliff some 300 metres above the sea and is one of the most striking sights in the Aegean. **Chora**, with its windmills and small castle, lies at the centre of the island. Its deep blue waters became famous through *The Big Blue*, filmed here in 1988, with the wreck of the *Olympia* in Liveros Bay. A network of old paths, the best known being the Palia Strata from Chora to Lagada, makes the island ideal for walking.

### Getting there by ferry

Amorgos has two ports: **Katapola** in the south-west and **Aegiali** in the north. Most ferries call at both, so check which one suits you. From **Piraeus** a conventional ferry via Paros and Naxos takes about 7 to 9 hours, while in summer high-speed ferries cover the route in about 5 hours. From **Naxos** the local Small Cyclades ferry takes 3 to 5 hours depending on the stops, and high-speed craft about 1.5 hours.

### When to go

May, June, September and October are ideal for hiking. August is busy but still relaxed. In winter there are fewer sailings and weather can cause cancellations.

### Tips

- Hozoviotissa has limited opening hours and a strict dress code: cover shoulders and knees.
- Buses link Katapola, Chora, Aegiali and the monastery.
- If you plan to walk, stay in Aegiali or Chora, close to the trailheads.`,
        faq: [
          {
            question: 'Which port on Amorgos should I use?',
            answer:
              'Katapola if you are staying in the south or in Chora, Aegiali if you are staying in the north. Most ferries call at both.',
          },
          {
            question: 'How long is the ferry from Piraeus?',
            answer:
              'About 7 to 9 hours by conventional ferry and about 5 hours by high-speed ferry in summer.',
          },
          {
            question: 'How do I get from Naxos to Amorgos?',
            answer:
              'By the local ferry through the Small Cyclades in 3 to 5 hours, or by high-speed ferry in summer in about 1.5 hours.',
          },
        ],
      },
      de: {
        slug: 'amorgos',
        title: 'Amorgos: Fähren nach Katapola und Aegiali',
        metaDescription:
          'Fährtickets nach Amorgos ab Piräus, Naxos und Paros: die Häfen Katapola und Aegiali, Fahrzeiten, Chozoviotissa und Wandern.',
        summary:
          'Die östlichste Kykladeninsel, mit dem Kloster Chozoviotissa in der Felswand, tiefblauem Wasser und alten Maultierpfaden.',
        body: `Amorgos ist eine lange, gebirgige Insel am Ostrand der Kykladen. Das Kloster **Panagia Chozoviotissa** aus dem 11. Jahrhundert klebt etwa 300 Meter über dem Meer in einer senkrechten Felswand und gehört zu den eindrucksvollsten Bauwerken der Ägäis. **Chora** mit Windmühlen und kleiner Burg liegt in der Inselmitte. Berühmt wurde das tiefblaue Wasser durch den Film *Im Rausch der Tiefe*, der hier 1988 gedreht wurde, mit dem Wrack der *Olympia* in der Bucht von Liveros. Ein Netz alter Pfade – am bekanntesten die Palia Strata von Chora nach Lagada – macht die Insel ideal zum Wandern.

### Anreise mit der Fähre

Amorgos hat zwei Häfen: **Katapola** im Südwesten und **Aegiali** im Norden. Die meisten Fähren laufen beide an; prüfen Sie, welcher für Sie günstiger liegt. Ab **Piräus** braucht eine konventionelle Fähre über Paros und Naxos etwa 7 bis 9 Stunden, im Sommer schaffen Schnellfähren die Strecke in rund 5 Stunden. Ab **Naxos** fährt die örtliche Fähre der Kleinen Kykladen je nach Stopps 3 bis 5 Stunden, Schnellboote etwa 1,5 Stunden.

### Beste Reisezeit

Mai, Juni, September und Oktober sind ideal zum Wandern. Im August ist mehr los, die Stimmung bleibt aber entspannt. Im Winter gibt es weniger Abfahrten, und das Wetter kann zu Ausfällen führen.

### Tipps

- Chozoviotissa hat eingeschränkte Öffnungszeiten und eine strenge Kleiderordnung: Schultern und Knie bedecken.
- Busse verbinden Katapola, Chora, Aegiali und das Kloster.
- Wer wandern möchte, wohnt am besten in Aegiali oder Chora, nahe den Ausgangspunkten der Wege.`,
        faq: [
          {
            question: 'Welchen Hafen auf Amorgos soll ich wählen?',
            answer:
              'Katapola, wenn Sie im Süden oder in Chora wohnen, Aegiali, wenn Sie im Norden wohnen. Die meisten Fähren laufen beide Häfen an.',
          },
          {
            question: 'Wie lange dauert die Fähre ab Piräus?',
            answer:
              'Etwa 7 bis 9 Stunden mit der konventionellen Fähre und rund 5 Stunden mit der Schnellfähre im Sommer.',
          },
          {
            question: 'Wie komme ich von Naxos nach Amorgos?',
            answer:
              'Mit der örtlichen Fähre über die Kleinen Kykladen in 3 bis 5 Stunden oder im Sommer mit der Schnellfähre in etwa 1,5 Stunden.',
          },
        ],
      },
      es: {
        slug: 'amorgos',
        title: 'Amorgos: ferris a Katapola y Aegiali',
        metaDescription:
          'Billetes de ferry a Amorgos desde El Pireo, Naxos y Paros: los puertos de Katapola y Aegiali, duración, Hozoviotissa y senderismo.',
        summary:
          'La más oriental de las Cícladas, con el monasterio de Hozoviotissa incrustado en el acantilado, aguas de un azul profundo y antiguos caminos.',
        body: `Amorgos es una isla alargada y montañosa en el extremo oriental de las Cícladas. El monasterio de **Panagia Hozoviotissa**, del siglo XI, está construido en una pared vertical a unos 300 metros sobre el mar y es uno de los lugares más impresionantes del Egeo. **Chora**, con sus molinos y su pequeño castillo, se encuentra en el centro de la isla. Sus aguas de azul intenso se hicieron famosas con *El gran azul*, rodada aquí en 1988, con el pecio del *Olympia* en la bahía de Liveros. Una red de antiguos caminos, sobre todo la Palia Strata de Chora a Lagada, hace de la isla un destino ideal para caminar.

### Cómo llegar en ferry

Amorgos tiene dos puertos: **Katapola**, en el suroeste, y **Aegiali**, en el norte. La mayoría de los barcos hace escala en ambos, así que compruebe cuál le conviene. Desde **El Pireo** el ferry convencional, vía Paros y Naxos, tarda entre 7 y 9 horas, y en verano los rápidos hacen el trayecto en unas 5 horas. Desde **Naxos** el ferry local de las Pequeñas Cícladas tarda entre 3 y 5 horas según las escalas, y los rápidos alrededor de 1,5 horas.

### Cuándo ir

Mayo, junio, septiembre y octubre son ideales para el senderismo. Agosto es concurrido, pero el ambiente sigue siendo relajado. En invierno hay menos salidas y el mal tiempo puede provocar cancelaciones.

### Consejos

- Hozoviotissa tiene un horario limitado y normas de vestimenta estrictas: cubra hombros y rodillas.
- Los autobuses unen Katapola, Chora, Aegiali y el monasterio.
- Si piensa caminar, alójese en Aegiali o en Chora, cerca del inicio de los senderos.`,
        faq: [
          {
            question: '¿A qué puerto de Amorgos me conviene llegar?',
            answer:
              'A Katapola si se aloja en el sur o en Chora, y a Aegiali si se aloja en el norte. La mayoría de los barcos para en los dos.',
          },
          {
            question: '¿Cuánto dura el ferry desde El Pireo?',
            answer: 'Entre 7 y 9 horas en ferry convencional y unas 5 horas en ferry rápido en verano.',
          },
          {
            question: '¿Cómo se va de Naxos a Amorgos?',
            answer:
              'En el ferry local por las Pequeñas Cícladas, en 3-5 horas, o en verano en ferry rápido, en alrededor de 1,5 horas.',
          },
        ],
      },
      fr: {
        slug: 'amorgos',
        title: 'Amorgos : ferries pour Katapola et Égiali',
        metaDescription:
          'Billets de ferry pour Amorgos depuis Le Pirée, Naxos et Paros : ports de Katapola et d’Égiali, durées, Hozoviotissa et randonnée.',
        summary:
          'La plus orientale des Cyclades, avec le monastère de Hozoviotissa accroché à la falaise, une mer d’un bleu profond et d’anciens chemins muletiers.',
        body: `Amorgos est une île longue et montagneuse à l’extrémité orientale des Cyclades. Le monastère de la **Panagia Hozoviotissa**, du XIe siècle, est encastré dans une falaise verticale à quelque 300 mètres au-dessus de la mer : l’un des sites les plus saisissants de l’Égée. **Chora**, avec ses moulins et son petit château, se trouve au centre de l’île. Ses eaux d’un bleu profond sont devenues célèbres grâce au *Grand Bleu*, tourné ici en 1988, avec l’épave de l’*Olympia* dans la baie de Liveros. Un réseau d’anciens chemins, dont la Palia Strata de Chora à Lagada, fait de l’île une destination idéale pour la randonnée.

### Y aller en ferry

Amorgos compte deux ports : **Katapola** au sud-ouest et **Égiali** au nord. La plupart des navires desservent les deux ; vérifiez lequel vous convient. Depuis **Le Pirée**, le ferry classique via Paros et Naxos met environ 7 à 9 heures ; en été, les rapides font le trajet en 5 heures environ. Depuis **Naxos**, le ferry local des Petites Cyclades met 3 à 5 heures selon les escales, et les rapides environ 1 h 30.

### Quand partir

Mai, juin, septembre et octobre sont idéaux pour randonner. Août est fréquenté mais reste détendu. En hiver, les départs sont moins nombreux et la météo peut entraîner des annulations.

### Conseils

- Hozoviotissa a des horaires restreints et une tenue correcte exigée : épaules et genoux couverts.
- Des bus relient Katapola, Chora, Égiali et le monastère.
- Pour randonner, logez à Égiali ou à Chora, près des départs de sentiers.`,
        faq: [
          {
            question: 'Quel port choisir à Amorgos ?',
            answer:
              'Katapola si vous logez au sud ou à Chora, Égiali si vous logez au nord. La plupart des ferries desservent les deux.',
          },
          {
            question: 'Combien de temps dure le ferry depuis Le Pirée ?',
            answer: 'Environ 7 à 9 heures en ferry classique et 5 heures environ en navire rapide l’été.',
          },
          {
            question: 'Comment aller de Naxos à Amorgos ?',
            answer:
              'Par le ferry local via les Petites Cyclades, en 3 à 5 heures, ou en été par navire rapide, en 1 h 30 environ.',
          },
        ],
      },
      it: {
        slug: 'amorgos',
        title: 'Amorgos: traghetti per Katapola e Aegiali',
        metaDescription:
          'Biglietti traghetto per Amorgos dal Pireo, da Naxos e Paros: i porti di Katapola e Aegiali, durata, Hozoviotissa e trekking.',
        summary:
          'La più orientale delle Cicladi, con il monastero di Hozoviotissa incastonato nella roccia, acque blu intenso e antiche mulattiere.',
        body: `Amorgos è un’isola lunga e montuosa all’estremità orientale delle Cicladi. Il monastero della **Panagia Hozoviotissa**, dell’XI secolo, è costruito dentro una parete verticale a circa 300 metri sul mare ed è uno dei luoghi più spettacolari dell’Egeo. **Chora**, con i mulini e il piccolo castello, si trova al centro dell’isola. Le sue acque blu intenso sono diventate famose con *Le Grand Bleu*, girato qui nel 1988, con il relitto dell’*Olympia* nella baia di Liveros. Una rete di antichi sentieri, il più noto dei quali è la Palia Strata da Chora a Lagada, rende l’isola ideale per camminare.

### Come arrivare in traghetto

Amorgos ha due porti: **Katapola** a sud-ovest e **Aegiali** a nord. La maggior parte dei traghetti fa scalo in entrambi, quindi verifica quale ti conviene. Dal **Pireo** il convenzionale via Paros e Naxos impiega circa 7-9 ore, mentre d’estate i veloci coprono la tratta in circa 5 ore. Da **Naxos** il traghetto locale delle Piccole Cicladi impiega 3-5 ore a seconda degli scali, i veloci circa 1,5 ore.

### Quando andare

Maggio, giugno, settembre e ottobre sono ideali per il trekking. Ad agosto c’è gente, ma l’atmosfera resta rilassata. In inverno le corse sono meno frequenti e il maltempo può causare cancellazioni.

### Consigli

- Hozoviotissa ha orari ridotti e un abbigliamento richiesto rigoroso: spalle e ginocchia coperte.
- Gli autobus collegano Katapola, Chora, Aegiali e il monastero.
- Se vuoi camminare, alloggia ad Aegiali o a Chora, vicino all’inizio dei sentieri.`,
        faq: [
          {
            question: 'In quale porto di Amorgos conviene sbarcare?',
            answer:
              'A Katapola se alloggi a sud o a Chora, ad Aegiali se alloggi a nord. La maggior parte dei traghetti tocca entrambi.',
          },
          {
            question: 'Quanto dura il traghetto dal Pireo?',
            answer: 'Circa 7-9 ore con il convenzionale e circa 5 ore con il veloce in estate.',
          },
          {
            question: 'Come si va da Naxos ad Amorgos?',
            answer:
              'Con il traghetto locale attraverso le Piccole Cicladi in 3-5 ore, oppure d’estate con il veloce in circa 1,5 ore.',
          },
        ],
      },
      sq: {
        slug: 'amorgos',
        title: 'Amorgos: tragete për Katapola dhe Egjiali',
        metaDescription:
          'Bileta trageti për Amorgos nga Pireu, Naksosi dhe Parosi: portet Katapola dhe Egjiali, kohëzgjatja, Hozoviotisa dhe ecje në natyrë.',
        summary:
          'Ishulli më lindor i Cikladeve, me manastirin e Hozoviotisës në shkëmb, ujëra blu të thellë dhe shtigje të vjetra.',
        body: `Amorgosi është një ishull i gjatë dhe malor në skajin lindor të Cikladeve. Manastiri i **Panagia Hozoviotisës**, i shekullit XI, është ndërtuar brenda një shkëmbi vertikal rreth 300 metra mbi det dhe është një nga pamjet më mbresëlënëse të Egjeut. **Hora**, me mullinjtë e erës dhe kështjellën e vogël, ndodhet në qendër të ishullit. Ujërat e tij blu të thellë u bënë të famshme nga filmi *Le Grand Bleu*, xhiruar këtu në vitin 1988, me rrënojat e anijes *Olympia* në gjirin e Liverosit. Një rrjet shtigjesh të vjetra, më i njohuri Palia Strata nga Hora në Lagada, e bën ishullin ideal për ecje.

### Si të shkoni me traget

Amorgosi ka dy porte: **Katapola** në jugperëndim dhe **Egjiali** në veri. Shumica e trageteve ndalojnë në të dyja, ndaj kontrolloni cili ju përshtatet. Nga **Pireu** trageti konvencional nëpërmjet Parosit dhe Naksosit udhëton rreth 7 deri në 9 orë, ndërsa në verë tragetet e shpejta e bëjnë rrugën për rreth 5 orë. Nga **Naksosi** trageti lokal i Cikladeve të Vogla udhëton 3 deri në 5 orë, sipas ndalesave, dhe mjetet e shpejta rreth 1,5 orë.

### Kur të shkoni

Maji, qershori, shtatori dhe tetori janë idealë për ecje. Gushti ka më shumë njerëz, por atmosfera mbetet e qetë. Në dimër nisjet janë më të pakta dhe moti mund të shkaktojë anulime.

### Këshilla

- Hozoviotisa ka orar të kufizuar dhe rregulla të rrepta veshjeje: mbuloni shpatullat dhe gjunjët.
- Autobusët lidhin Katapolën, Horën, Egjialin dhe manastirin.
- Nëse doni të ecni, qëndroni në Egjiali ose në Horë, pranë fillimit të shtigjeve.`,
        faq: [
          {
            question: 'Në cilin port të Amorgosit të zbres?',
            answer:
              'Në Katapola nëse qëndroni në jug ose në Horë, në Egjiali nëse qëndroni në veri. Shumica e trageteve ndalojnë në të dyja.',
          },
          {
            question: 'Sa zgjat trageti nga Pireu?',
            answer:
              'Rreth 7 deri në 9 orë me traget konvencional dhe rreth 5 orë me traget të shpejtë në verë.',
          },
          {
            question: 'Si shkohet nga Naksosi në Amorgos?',
            answer:
              'Me tragetin lokal përmes Cikladeve të Vogla për 3 deri në 5 orë, ose në verë me traget të shpejtë për rreth 1,5 orë.',
          },
        ],
      },
    },
  },
  {
    key: 'andros',
    portCodes: ['AND'],
    region: 'cyclades',
    coordinates: { lat: 37.8375, lng: 24.9394 },
    illustration: {
      scene: 'lighthouse',
      palette: { sky: '#d2e7f2', sea: '#255d85', land: '#7f9a6a', accent: '#e8e1d2' },
    },
    related: ['tinos', 'mykonos', 'syros', 'kea'],
    text: {
      el: {
        slug: 'andros',
        title: 'Άνδρος: πλοία από Ραφήνα και οδηγός',
        metaDescription:
          'Εισιτήρια πλοίου για Άνδρο από Ραφήνα: λιμάνι Γαύριο, διάρκεια ταξιδιού, συνδέσεις με Τήνο και Μύκονο, μονοπάτια και παραλίες.',
        summary:
          'Το πράσινο βόρειο νησί των Κυκλάδων, με πηγές, ρέματα, καπεταναίικα αρχοντικά και ένα από τα καλύτερα δίκτυα μονοπατιών στην Ελλάδα.',
        body: `Η Άνδρος, το βορειότερο νησί των Κυκλάδων, ξαφνιάζει με το πράσινό της: πηγές, ρέματα, νερόμυλοι και πλατάνια, με ξερολιθιές να χωρίζουν τα χωράφια ως τη θάλασσα. Η **Χώρα**, χτισμένη σε μια χερσόνησο στην ανατολική ακτή, έχει αρχοντικά καπεταναίων, το Ναυτικό Μουσείο, το Μουσείο Σύγχρονης Τέχνης του Ιδρύματος Γουλανδρή και τον φάρο του Τουρλίτη πάνω σε έναν βράχο στη θάλασσα. Το **Μπατσί** είναι το πιο τουριστικό χωριό, με αμμουδιά και ταβέρνες. Το δίκτυο **Andros Routes**, με πάνω από 170 χιλιόμετρα σηματοδοτημένων διαδρομών, έχει διακριθεί σε ευρωπαϊκό επίπεδο. Από τις παραλίες ξεχωρίζουν η Άχλα, το Βιτάλι και η Γριάς το Πήδημα.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στο **Γαύριο**, στη βορειοδυτική ακτή. Από τη **Ραφήνα** το ταξίδι διαρκεί περίπου 1,5 με 2 ώρες, με αρκετά δρομολόγια την ημέρα όλο τον χρόνο. Από το Γαύριο τα πλοία συνεχίζουν για **Τήνο** (περίπου μία ώρα) και **Μύκονο** (περίπου 2 ώρες). Η Χώρα απέχει περίπου 35 χιλιόμετρα από το λιμάνι.

### Πότε να πάτε

Η άνοιξη, με τα ρέματα γεμάτα νερό και τα λουλούδια ανθισμένα, και το φθινόπωρο είναι ιδανικές εποχές για πεζοπορία. Το καλοκαίρι το νησί έχει πολλούς Αθηναίους αλλά παραμένει ήρεμο. Λόγω της μικρής απόστασης από τη Ραφήνα, η Άνδρος είναι καλή επιλογή και για Σαββατοκύριακο.

### Χρήσιμες συμβουλές

- Το νησί είναι μεγάλο και ορεινό: ένα αυτοκίνητο βοηθά πολύ. Κλείστε γκαράζ νωρίς για τις Παρασκευές του καλοκαιριού.
- Τα λεωφορεία συνδέουν το Γαύριο με το Μπατσί και τη Χώρα σε συνδυασμό με τα πλοία.
- Κατεβάστε τους χάρτες των μονοπατιών πριν ξεκινήσετε· σε κάποια σημεία δεν υπάρχει σήμα.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Ραφήνα για Άνδρο;',
            answer: 'Περίπου 1,5 με 2 ώρες, με αρκετά δρομολόγια την ημέρα όλο τον χρόνο.',
          },
          {
            question: 'Υπάρχουν πλοία για Άνδρο από τον Πειραιά;',
            answer:
              'Η Άνδρος εξυπηρετείται κυρίως από τη Ραφήνα. Αν ξεκινάτε από το κέντρο της Αθήνας, υπάρχουν λεωφορεία για τη Ραφήνα από την περιοχή του Πεδίου του Άρεως.',
          },
          {
            question: 'Πόσο απέχει η Χώρα από το λιμάνι;',
            answer: 'Περίπου 35 χιλιόμετρα, δηλαδή 45 λεπτά με αυτοκίνητο ή λεωφορείο.',
          },
        ],
      },
      en: {
        slug: 'andros',
        title: 'Andros: ferries from Rafina and island guide',
        metaDescription:
          'Ferry tickets to Andros from Rafina: the port of Gavrio, crossing times, links with Tinos and Mykonos, hiking trails and beaches.',
        summary:
          'The green northern island of the Cyclades, with springs, streams, sea captains’ mansions and one of the best footpath networks in Greece.',
        body: `Andros, the northernmost of the Cyclades, surprises visitors with its greenery: springs, streams, watermills and plane trees, with dry-stone walls running down to the sea. **Chora**, built on a peninsula on the east coast, has sea captains’ mansions, a maritime museum, the Goulandris Foundation’s Museum of Contemporary Art and the Tourlitis lighthouse standing on a rock in the sea. **Batsi** is the liveliest village, with a sandy beach and tavernas. The **Andros Routes** network, with more than 170 km of waymarked trails, has won European recognition. Among the beaches, Achla, Vitali and Tis Grias to Pidima stand out.

### Getting there by ferry

Ferries dock at **Gavrio** on the north-west coast. From **Rafina** the crossing takes about 1.5 to 2 hours, with several sailings a day all year. From Gavrio the ferries continue to **Tinos** (about an hour) and **Mykonos** (about 2 hours). Chora is about 35 km from the port.

### When to go

Spring, when the streams run full and the hills are in flower, and autumn are ideal for walking. In summer the island has many visitors from Athens but stays calm. Being so close to Rafina, Andros also works well for a weekend.

### Tips

- The island is large and mountainous, so a car helps a lot. Book garage space early for summer Fridays.
- Buses link Gavrio with Batsi and Chora, timed to meet the ferries.
- Download trail maps before you set off; some areas have no mobile signal.`,
        faq: [
          {
            question: 'How long is the ferry from Rafina to Andros?',
            answer: 'About 1.5 to 2 hours, with several sailings a day all year.',
          },
          {
            question: 'Are there ferries to Andros from Piraeus?',
            answer:
              'Andros is served mainly from Rafina. If you start from central Athens, buses run to Rafina from the Pedion tou Areos area.',
          },
          {
            question: 'How far is Chora from the port?',
            answer: 'About 35 km, or 45 minutes by car or bus.',
          },
        ],
      },
      de: {
        slug: 'andros',
        title: 'Andros: Fähren ab Rafina und Reiseinfos',
        metaDescription:
          'Fährtickets nach Andros ab Rafina: Hafen Gavrio, Fahrzeiten, Verbindungen nach Tinos und Mykonos, Wanderwege und Strände.',
        summary:
          'Die grüne Nordinsel der Kykladen, mit Quellen, Bächen, Kapitänsvillen und einem der besten Wanderwegenetze Griechenlands.',
        body: `Andros, die nördlichste Kykladeninsel, überrascht mit ihrem Grün: Quellen, Bäche, Wassermühlen und Platanen, dazu Trockenmauern, die bis ans Meer reichen. **Chora**, auf einer Halbinsel an der Ostküste gebaut, besitzt Kapitänsvillen, ein Schifffahrtsmuseum, das Museum für zeitgenössische Kunst der Goulandris-Stiftung und den Leuchtturm Tourlitis auf einem Felsen im Meer. **Batsi** ist der lebhafteste Ort, mit Sandstrand und Tavernen. Das Wegenetz **Andros Routes** mit über 170 km markierten Pfaden wurde auf europäischer Ebene ausgezeichnet. Unter den Stränden stechen Achla, Vitali und Tis Grias to Pidima hervor.

### Anreise mit der Fähre

Die Fähren legen in **Gavrio** an der Nordwestküste an. Ab **Rafina** dauert die Überfahrt etwa 1,5 bis 2 Stunden, ganzjährig mit mehreren Abfahrten pro Tag. Von Gavrio fahren die Schiffe weiter nach **Tinos** (etwa eine Stunde) und **Mykonos** (etwa 2 Stunden). Chora liegt rund 35 km vom Hafen entfernt.

### Beste Reisezeit

Der Frühling, wenn die Bäche Wasser führen und die Hänge blühen, und der Herbst sind ideal zum Wandern. Im Sommer kommen viele Athener, doch die Insel bleibt ruhig. Wegen der kurzen Überfahrt ab Rafina eignet sich Andros auch für ein Wochenende.

### Tipps

- Die Insel ist groß und bergig, ein Auto ist sehr hilfreich. Für Sommerfreitage den Garagenplatz früh buchen.
- Busse verbinden Gavrio mit Batsi und Chora, abgestimmt auf die Fähren.
- Laden Sie Wanderkarten vorher herunter; in manchen Gegenden gibt es keinen Empfang.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Rafina nach Andros?',
            answer: 'Etwa 1,5 bis 2 Stunden, ganzjährig mit mehreren Abfahrten am Tag.',
          },
          {
            question: 'Fahren Fähren von Piräus nach Andros?',
            answer:
              'Andros wird hauptsächlich ab Rafina bedient. Vom Zentrum Athens fahren Busse nach Rafina ab der Gegend um Pedion tou Areos.',
          },
          {
            question: 'Wie weit ist Chora vom Hafen entfernt?',
            answer: 'Etwa 35 km, also rund 45 Minuten mit Auto oder Bus.',
          },
        ],
      },
      es: {
        slug: 'andros',
        title: 'Andros: ferris desde Rafina y guía de la isla',
        metaDescription:
          'Billetes de ferry a Andros desde Rafina: el puerto de Gavrio, duración, conexiones con Tinos y Mykonos, senderos y playas.',
        summary:
          'La isla verde del norte de las Cícladas, con manantiales, arroyos, mansiones de capitanes y una de las mejores redes de senderos de Grecia.',
        body: `Andros, la más septentrional de las Cícladas, sorprende por su verdor: manantiales, arroyos, molinos de agua y plátanos, con muros de piedra seca que bajan hasta el mar. **Chora**, construida sobre una península de la costa este, tiene mansiones de capitanes, un museo marítimo, el Museo de Arte Contemporáneo de la Fundación Goulandris y el faro de Tourlitis sobre una roca en el mar. **Batsi** es el pueblo más animado, con playa de arena y tabernas. La red **Andros Routes**, con más de 170 km de senderos señalizados, ha recibido reconocimiento europeo. Entre las playas destacan Achla, Vitali y Tis Grias to Pidima.

### Cómo llegar en ferry

Los barcos atracan en **Gavrio**, en la costa noroeste. Desde **Rafina** la travesía dura entre 1,5 y 2 horas, con varias salidas diarias todo el año. Desde Gavrio los barcos continúan a **Tinos** (alrededor de una hora) y **Mykonos** (unas 2 horas). Chora está a unos 35 km del puerto.

### Cuándo ir

La primavera, cuando los arroyos llevan agua y las laderas están en flor, y el otoño son ideales para caminar. En verano llegan muchos atenienses, pero la isla sigue siendo tranquila. Al estar tan cerca de Rafina, Andros es una buena opción también para un fin de semana.

### Consejos

- La isla es grande y montañosa: un coche ayuda mucho. Reserve pronto la plaza de garaje para los viernes de verano.
- Los autobuses unen Gavrio con Batsi y Chora, coordinados con los barcos.
- Descargue los mapas de senderos antes de salir; en algunas zonas no hay cobertura.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Rafina a Andros?',
            answer: 'Entre 1,5 y 2 horas, con varias salidas diarias todo el año.',
          },
          {
            question: '¿Hay ferris a Andros desde El Pireo?',
            answer:
              'Andros se sirve sobre todo desde Rafina. Si sale del centro de Atenas, hay autobuses a Rafina desde la zona de Pedion tou Areos.',
          },
          {
            question: '¿A qué distancia está Chora del puerto?',
            answer: 'A unos 35 km, es decir, unos 45 minutos en coche o autobús.',
          },
        ],
      },
      fr: {
        slug: 'andros',
        title: 'Andros : ferries depuis Rafina et guide de l’île',
        metaDescription:
          'Billets de ferry pour Andros depuis Rafina : port de Gavrio, durées, liaisons avec Tinos et Mykonos, sentiers de randonnée et plages.',
        summary:
          'L’île verte du nord des Cyclades : sources, ruisseaux, demeures de capitaines et l’un des meilleurs réseaux de sentiers de Grèce.',
        body: `Andros, la plus septentrionale des Cyclades, surprend par sa verdure : sources, ruisseaux, moulins à eau et platanes, avec des murets de pierre sèche qui descendent jusqu’à la mer. **Chora**, bâtie sur une presqu’île de la côte est, réunit des demeures de capitaines, un musée maritime, le musée d’Art contemporain de la fondation Goulandris et le phare de Tourlitis dressé sur un rocher en mer. **Batsi** est le village le plus animé, avec sa plage de sable et ses tavernes. Le réseau **Andros Routes**, plus de 170 km de sentiers balisés, a reçu une distinction européenne. Parmi les plages, Achla, Vitali et Tis Grias to Pidima se distinguent.

### Y aller en ferry

Les navires accostent à **Gavrio**, sur la côte nord-ouest. Depuis **Rafina**, la traversée dure environ 1 h 30 à 2 h, avec plusieurs départs par jour toute l’année. De Gavrio, les ferries continuent vers **Tinos** (une heure environ) et **Mykonos** (environ 2 heures). Chora est à environ 35 km du port.

### Quand partir

Le printemps, quand les ruisseaux coulent et que les collines fleurissent, et l’automne sont idéaux pour la randonnée. En été, l’île accueille beaucoup d’Athéniens mais reste calme. Si proche de Rafina, Andros convient aussi pour un week-end.

### Conseils

- L’île est grande et montagneuse : une voiture aide beaucoup. Réservez tôt le garage pour les vendredis d’été.
- Des bus relient Gavrio à Batsi et à Chora, en correspondance avec les ferries.
- Téléchargez les cartes des sentiers avant de partir ; certaines zones n’ont pas de réseau.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Rafina – Andros ?',
            answer: 'Environ 1 h 30 à 2 h, avec plusieurs départs par jour toute l’année.',
          },
          {
            question: 'Y a-t-il des ferries pour Andros depuis Le Pirée ?',
            answer:
              'Andros est desservie surtout depuis Rafina. Depuis le centre d’Athènes, des bus rejoignent Rafina au départ du quartier de Pedion tou Areos.',
          },
          {
            question: 'Quelle distance entre Chora et le port ?',
            answer: 'Environ 35 km, soit 45 minutes en voiture ou en bus.',
          },
        ],
      },
      it: {
        slug: 'andros',
        title: 'Andros: traghetti da Rafina e guida all’isola',
        metaDescription:
          'Biglietti traghetto per Andros da Rafina: il porto di Gavrio, durata, collegamenti con Tinos e Mykonos, sentieri e spiagge.',
        summary:
          'L’isola verde del nord delle Cicladi, con sorgenti, torrenti, palazzi di capitani e una delle migliori reti di sentieri della Grecia.',
        body: `Andros, la più settentrionale delle Cicladi, sorprende per il suo verde: sorgenti, torrenti, mulini ad acqua e platani, con muretti a secco che scendono fino al mare. **Chora**, costruita su una penisola della costa est, ha palazzi di capitani, un museo marittimo, il Museo d’arte contemporanea della Fondazione Goulandris e il faro di Tourlitis su uno scoglio in mezzo al mare. **Batsi** è il paese più vivace, con spiaggia di sabbia e taverne. La rete **Andros Routes**, con oltre 170 km di sentieri segnalati, ha ottenuto un riconoscimento europeo. Tra le spiagge spiccano Achla, Vitali e Tis Grias to Pidima.

### Come arrivare in traghetto

I traghetti attraccano a **Gavrio**, sulla costa nord-occidentale. Da **Rafina** la traversata dura circa 1,5-2 ore, con diverse partenze al giorno tutto l’anno. Da Gavrio le navi proseguono per **Tinos** (circa un’ora) e **Mykonos** (circa 2 ore). Chora dista circa 35 km dal porto.

### Quando andare

La primavera, quando i torrenti sono pieni e le colline in fiore, e l’autunno sono ideali per camminare. D’estate arrivano molti ateniesi, ma l’isola resta tranquilla. Essendo così vicina a Rafina, Andros è perfetta anche per un weekend.

### Consigli

- L’isola è grande e montuosa: l’auto aiuta molto. Prenota presto il garage per i venerdì d’estate.
- Gli autobus collegano Gavrio con Batsi e Chora, in coincidenza con i traghetti.
- Scarica le mappe dei sentieri prima di partire: in alcune zone non c’è campo.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Rafina ad Andros?',
            answer: 'Circa 1,5-2 ore, con diverse partenze al giorno tutto l’anno.',
          },
          {
            question: 'Ci sono traghetti per Andros dal Pireo?',
            answer:
              'Andros è servita soprattutto da Rafina. Se parti dal centro di Atene, ci sono autobus per Rafina dalla zona di Pedion tou Areos.',
          },
          {
            question: 'Quanto dista Chora dal porto?',
            answer: 'Circa 35 km, cioè 45 minuti in auto o in autobus.',
          },
        ],
      },
      sq: {
        slug: 'andros',
        title: 'Andros: tragete nga Rafina dhe udhëzues',
        metaDescription:
          'Bileta trageti për Andros nga Rafina: porti i Gavrios, kohëzgjatja, lidhje me Tinosin dhe Mikonosin, shtigje dhe plazhe.',
        summary:
          'Ishulli i gjelbër verior i Cikladeve, me burime, përrenj, shtëpi kapitenësh dhe një nga rrjetet më të mira të shtigjeve në Greqi.',
        body: `Androsi, ishulli më verior i Cikladeve, befason me gjelbërimin e tij: burime, përrenj, mullinj uji dhe rrapë, me mure guri të thatë që zbresin deri në det. **Hora**, e ndërtuar mbi një gadishull në bregun lindor, ka shtëpi kapitenësh, një muze detar, Muzeun e Artit Bashkëkohor të Fondacionit Gulandris dhe farin e Turlitit mbi një shkëmb në det. **Batsi** është fshati më i gjallë, me plazh me rërë dhe taverna. Rrjeti **Andros Routes**, me mbi 170 km shtigje të shënuara, ka marrë vlerësim në nivel evropian. Ndër plazhet dallohen Ahla, Vitali dhe Tis Grias to Pidima.

### Si të shkoni me traget

Tragetet ankorohen në **Gavrio**, në bregun veriperëndimor. Nga **Rafina** udhëtimi zgjat rreth 1,5 deri në 2 orë, me disa nisje në ditë gjatë gjithë vitit. Nga Gavrio anijet vazhdojnë për në **Tinos** (rreth një orë) dhe **Mikonos** (rreth 2 orë). Hora është rreth 35 km larg portit.

### Kur të shkoni

Pranvera, kur përrenjtë kanë ujë dhe kodrat janë të lulëzuara, dhe vjeshta janë ideale për ecje. Në verë vijnë shumë athinas, por ishulli mbetet i qetë. Meqë është shumë afër Rafinës, Androsi është zgjedhje e mirë edhe për një fundjavë.

### Këshilla

- Ishulli është i madh dhe malor: makina ndihmon shumë. Rezervoni herët garazhin për të premtet e verës.
- Autobusët lidhin Gavrion me Batsin dhe Horën, në përputhje me tragetet.
- Shkarkoni hartat e shtigjeve para nisjes; në disa zona nuk ka sinjal.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Rafina në Andros?',
            answer: 'Rreth 1,5 deri në 2 orë, me disa nisje në ditë gjatë gjithë vitit.',
          },
          {
            question: 'A ka tragete për Andros nga Pireu?',
            answer:
              'Androsi shërbehet kryesisht nga Rafina. Nëse niseni nga qendra e Athinës, ka autobusë për në Rafina nga zona e Pedion tu Areos.',
          },
          {
            question: 'Sa larg është Hora nga porti?',
            answer: 'Rreth 35 km, pra rreth 45 minuta me makinë ose autobus.',
          },
        ],
      },
    },
  },
];
