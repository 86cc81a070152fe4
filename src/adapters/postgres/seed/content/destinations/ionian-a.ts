import type { SeedDestination } from '../types.ts';

export const IONIAN_A: SeedDestination[] = [
  {
    key: 'corfu',
    portCodes: ['CFU'],
    region: 'ionian',
    coordinates: { lat: 39.6243, lng: 19.9217 },
    illustration: {
      scene: 'old-town',
      palette: { sky: '#dcebf2', sea: '#1e6b7a', land: '#7e9f5c', accent: '#d9a441' },
    },
    related: ['kefalonia', 'sarande', 'bari', 'brindisi'],
    text: {
      el: {
        slug: 'kerkyra',
        title: 'Κέρκυρα: πλοία από Ηγουμενίτσα, Ιταλία και Αλβανία',
        metaDescription:
          'Εισιτήρια πλοίου για Κέρκυρα από Ηγουμενίτσα, Πάτρα και Ιταλία, και σύνδεση με Άγιοι Σαράντα. Διάρκεια ταξιδιού και χρήσιμες συμβουλές.',
        summary:
          'Η Παλιά Πόλη της UNESCO με τα ενετικά φρούρια, το Λιστόν και πράσινες ακτές. Συχνά πλοία από την Ηγουμενίτσα όλο τον χρόνο.',
        body: `Η Κέρκυρα είναι το πιο πράσινο και ίσως το πιο κοσμοπολίτικο νησί του Ιονίου. Η **Παλιά Πόλη**, μνημείο παγκόσμιας κληρονομιάς της UNESCO, κουβαλά τις επιρροές Ενετών, Γάλλων και Βρετανών: δύο ενετικά φρούρια, τα καντούνια με τα ψηλά σπίτια, η **Σπιανάδα**, από τις μεγαλύτερες πλατείες της Ευρώπης, και οι καμάρες του **Λιστόν**. Λίγο νοτιότερα, το **Αχίλλειο** της αυτοκράτειρας Ελισάβετ και το Ποντικονήσι είναι κλασικές επισκέψεις. Στις ακτές ξεχωρίζουν η Παλαιοκαστρίτσα με τους κόλπους της, η Κασσιόπη στον βορρά και οι αμμουδιές της δυτικής πλευράς. Το Πάσχα στην Κέρκυρα, με τις φιλαρμονικές και το ρίξιμο των κανατιών το Μεγάλο Σάββατο, είναι μοναδικό.

### Πώς θα φτάσετε με πλοίο

Η πιο συχνή σύνδεση είναι από την **Ηγουμενίτσα**, με συμβατικά οχηματαγωγά που κάνουν περίπου 1,5 ώρα και αναχωρούν πολλές φορές την ημέρα όλο τον χρόνο· ορισμένα πλοία πηγαίνουν στο λιμάνι της Λευκίμμης στον νότο. Τα πλοία της Αδριατικής από **Πάτρα**, **Μπάρι**, **Μπρίντιζι**, **Ανκόνα** και **Βενετία** πιάνουν Κέρκυρα κυρίως την καλοκαιρινή περίοδο. Για την Αλβανία, ταχύπλοα φτάνουν στους **Αγίους Σαράντα** σε περίπου 30 λεπτά, ενώ μικρά σκάφη πηγαίνουν στους **Παξούς**.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Ο Ιούνιος και ο Σεπτέμβριος έχουν ζεστή θάλασσα και λιγότερο κόσμο. Η Κέρκυρα έχει περισσότερες βροχές από τα νησιά του Αιγαίου, γι’ αυτό είναι τόσο πράσινη.

### Χρήσιμες συμβουλές

- Το Νέο Λιμάνι απέχει περίπου 20 λεπτά με τα πόδια από την Παλιά Πόλη.
- Για τους Αγίους Σαράντα χρειάζεστε διαβατήριο ή ταυτότητα, ανάλογα με την υπηκοότητά σας.
- Αν οδηγείτε από Ιταλία προς Ελλάδα, μια στάση στην Κέρκυρα είναι εύκολη με εισιτήριο για Ηγουμενίτσα και σύντομη διέλευση.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Ηγουμενίτσα για Κέρκυρα;',
            answer: 'Περίπου 1,5 ώρα με το συμβατικό πλοίο, με πολλά δρομολόγια την ημέρα όλο τον χρόνο.',
          },
          {
            question: 'Υπάρχει πλοίο από Ιταλία για Κέρκυρα;',
            answer:
              'Ναι, πλοία από Μπάρι, Μπρίντιζι, Ανκόνα και Βενετία πιάνουν Κέρκυρα, κυρίως την καλοκαιρινή περίοδο.',
          },
          {
            question: 'Μπορώ να πάω εκδρομή στην Αλβανία;',
            answer: 'Ναι, ταχύπλοα συνδέουν την Κέρκυρα με τους Αγίους Σαράντα σε περίπου 30 λεπτά.',
          },
        ],
      },
      en: {
        slug: 'corfu',
        title: 'Corfu: ferries from Igoumenitsa, Italy and Albania',
        metaDescription:
          'Ferry tickets to Corfu from Igoumenitsa, Patras and Italy, plus the link to Sarandë. Crossing times and useful tips for your trip.',
        summary:
          'A UNESCO-listed Old Town with Venetian fortresses, the Liston and green coastlines. Frequent ferries from Igoumenitsa all year.',
        body: `Corfu is the greenest and perhaps the most cosmopolitan island of the Ionian. The **Old Town**, a UNESCO World Heritage Site, carries Venetian, French and British influences: two Venetian fortresses, narrow *kantounia* lined with tall houses, the **Spianada**, one of Europe’s largest squares, and the arcades of the **Liston**. A little further south, Empress Elisabeth’s **Achilleion** and the islet of Pontikonisi are classic visits. Along the coast, Paleokastritsa with its coves, Kassiopi in the north and the sandy beaches of the west side stand out. Easter on Corfu, with brass bands and the throwing of clay pots on Holy Saturday, is unique.

### Getting there by ferry

The most frequent link is from **Igoumenitsa**, with car ferries taking about 1.5 hours and sailing many times a day all year; some ferries use the port of Lefkimmi in the south. Adriatic ferries from **Patras**, **Bari**, **Brindisi**, **Ancona** and **Venice** call at Corfu mainly in the summer season. For Albania, fast boats reach **Sarandë** in about 30 minutes, and small boats run to **Paxos**.

### When to go

From May to October. June and September bring warm sea and fewer visitors. Corfu gets more rain than the Aegean islands, which is why it is so green.

### Tips

- The New Port is about a 20-minute walk from the Old Town.
- For Sarandë you need a passport or identity card, depending on your nationality.
- If you are driving from Italy to Greece, a stop on Corfu is easy with a ticket to Igoumenitsa and the short crossing.`,
        faq: [
          {
            question: 'How long is the ferry from Igoumenitsa to Corfu?',
            answer: 'About 1.5 hours by car ferry, with many sailings a day all year.',
          },
          {
            question: 'Is there a ferry from Italy to Corfu?',
            answer:
              'Yes, ferries from Bari, Brindisi, Ancona and Venice call at Corfu, mainly in the summer season.',
          },
          {
            question: 'Can I make a trip to Albania?',
            answer: 'Yes, fast boats link Corfu with Sarandë in about 30 minutes.',
          },
        ],
      },
      de: {
        slug: 'korfu',
        title: 'Korfu: Fähren ab Igoumenitsa, Italien und Albanien',
        metaDescription:
          'Fährtickets nach Korfu ab Igoumenitsa, Patras und Italien sowie die Verbindung nach Saranda. Fahrzeiten und nützliche Tipps.',
        summary:
          'Eine Altstadt mit UNESCO-Status, venezianische Festungen, das Liston und grüne Küsten. Ganzjährig häufige Fähren ab Igoumenitsa.',
        body: `Korfu ist die grünste und vielleicht weltoffenste Insel des Ionischen Meeres. Die **Altstadt**, UNESCO-Welterbe, trägt venezianische, französische und britische Spuren: zwei venezianische Festungen, enge *Kantounia* mit hohen Häusern, die **Spianada**, einer der größten Plätze Europas, und die Arkaden des **Liston**. Etwas weiter südlich sind das **Achilleion** der Kaiserin Elisabeth und die Insel Pontikonisi klassische Ziele. An der Küste stechen Paleokastritsa mit seinen Buchten, Kassiopi im Norden und die Sandstrände der Westseite hervor. Ostern auf Korfu, mit Blaskapellen und dem Zerschlagen von Tonkrügen am Karsamstag, ist einzigartig.

### Anreise mit der Fähre

Die häufigste Verbindung besteht ab **Igoumenitsa**: Autofähren brauchen etwa 1,5 Stunden und fahren ganzjährig viele Male am Tag; einige Fähren nutzen den Hafen Lefkimmi im Süden. Die Adriafähren ab **Patras**, **Bari**, **Brindisi**, **Ancona** und **Venedig** laufen Korfu vor allem in der Sommersaison an. Nach Albanien erreichen Schnellboote **Saranda** in etwa 30 Minuten, kleine Boote fahren nach **Paxos**.

### Beste Reisezeit

Von Mai bis Oktober. Juni und September bieten warmes Meer und weniger Besucher. Korfu bekommt mehr Regen als die Ägäisinseln – deshalb ist es so grün.

### Tipps

- Der Neue Hafen liegt etwa 20 Gehminuten von der Altstadt entfernt.
- Für Saranda brauchen Sie je nach Staatsangehörigkeit Reisepass oder Personalausweis.
- Wer mit dem Auto von Italien nach Griechenland fährt, kann mit einem Ticket nach Igoumenitsa und der kurzen Überfahrt leicht einen Abstecher nach Korfu machen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Igoumenitsa nach Korfu?',
            answer: 'Etwa 1,5 Stunden mit der Autofähre, ganzjährig mit vielen Abfahrten am Tag.',
          },
          {
            question: 'Gibt es eine Fähre von Italien nach Korfu?',
            answer:
              'Ja, Fähren ab Bari, Brindisi, Ancona und Venedig laufen Korfu an, vor allem in der Sommersaison.',
          },
          {
            question: 'Kann ich einen Ausflug nach Albanien machen?',
            answer: 'Ja, Schnellboote verbinden Korfu in etwa 30 Minuten mit Saranda.',
          },
        ],
      },
      es: {
        slug: 'corfu',
        title: 'Corfú: ferris desde Igoumenitsa, Italia y Albania',
        metaDescription:
          'Billetes de ferry a Corfú desde Igoumenitsa, Patras e Italia, y la conexión con Sarandë. Duración y consejos útiles para su viaje.',
        summary:
          'Un casco antiguo Patrimonio de la UNESCO, fortalezas venecianas, el Liston y costas verdes. Ferris frecuentes desde Igoumenitsa todo el año.',
        body: `Corfú es la isla más verde y quizá la más cosmopolita del Jónico. Su **casco antiguo**, Patrimonio Mundial de la UNESCO, conserva influencias venecianas, francesas y británicas: dos fortalezas venecianas, estrechos *kantounia* entre casas altas, la **Spianada**, una de las plazas más grandes de Europa, y los soportales del **Liston**. Algo más al sur, el **Aquileion** de la emperatriz Isabel (Sissi) y el islote de Pontikonisi son visitas clásicas. En la costa destacan Paleokastritsa con sus calas, Kassiopi en el norte y las playas de arena del oeste. La Semana Santa en Corfú, con bandas de música y el lanzamiento de vasijas de barro el Sábado Santo, es única.

### Cómo llegar en ferry

La conexión más frecuente es desde **Igoumenitsa**, con ferris de coches que tardan alrededor de 1,5 horas y salen muchas veces al día durante todo el año; algunos usan el puerto de Lefkimmi, en el sur. Los ferris del Adriático desde **Patras**, **Bari**, **Brindisi**, **Ancona** y **Venecia** hacen escala en Corfú sobre todo en temporada de verano. Hacia Albania, barcos rápidos llegan a **Sarandë** en unos 30 minutos, y pequeñas embarcaciones van a **Paxos**.

### Cuándo ir

De mayo a octubre. Junio y septiembre ofrecen mar cálido y menos visitantes. Corfú recibe más lluvia que las islas del Egeo, y por eso es tan verde.

### Consejos

- El Puerto Nuevo está a unos 20 minutos a pie del casco antiguo.
- Para ir a Sarandë necesita pasaporte o documento de identidad, según su nacionalidad.
- Si conduce de Italia a Grecia, una parada en Corfú es sencilla con un billete a Igoumenitsa y la breve travesía.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Igoumenitsa a Corfú?',
            answer: 'Alrededor de 1,5 horas en ferry de coches, con muchas salidas diarias todo el año.',
          },
          {
            question: '¿Hay ferry de Italia a Corfú?',
            answer:
              'Sí, los ferris desde Bari, Brindisi, Ancona y Venecia hacen escala en Corfú, sobre todo en verano.',
          },
          {
            question: '¿Puedo hacer una excursión a Albania?',
            answer: 'Sí, barcos rápidos unen Corfú con Sarandë en unos 30 minutos.',
          },
        ],
      },
      fr: {
        slug: 'corfou',
        title: 'Corfou : ferries depuis Igoumenitsa, l’Italie et l’Albanie',
        metaDescription:
          'Billets de ferry pour Corfou depuis Igoumenitsa, Patras et l’Italie, et liaison avec Saranda. Durées et conseils utiles pour votre voyage.',
        summary:
          'Une vieille ville classée par l’UNESCO, des forteresses vénitiennes, le Liston et des côtes verdoyantes. Ferries fréquents depuis Igoumenitsa toute l’année.',
        body: `Corfou est l’île la plus verte et peut-être la plus cosmopolite de la mer Ionienne. La **vieille ville**, inscrite au patrimoine mondial de l’UNESCO, porte les influences vénitienne, française et britannique : deux forteresses vénitiennes, d’étroites ruelles (*kantounia*) entre de hautes maisons, l’**Esplanade**, l’une des plus grandes places d’Europe, et les arcades du **Liston**, construites sous l’administration française. Un peu plus au sud, l’**Achilleion** de l’impératrice Élisabeth et l’îlot de Pontikonissi sont des visites classiques. Sur la côte, Paléokastritsa et ses criques, Kassiopi au nord et les plages de sable de l’ouest se distinguent. Pâques à Corfou, avec ses fanfares et les jarres jetées par les fenêtres le Samedi saint, est unique.

### Y aller en ferry

La liaison la plus fréquente part d’**Igoumenitsa** : les ferries mettent environ 1 h 30 et partent de nombreuses fois par jour toute l’année ; certains utilisent le port de Lefkimmi, au sud. Les ferries de l’Adriatique au départ de **Patras**, **Bari**, **Brindisi**, **Ancône** et **Venise** font escale à Corfou surtout en saison estivale. Vers l’Albanie, des rapides rejoignent **Saranda** en 30 minutes environ, et de petits bateaux desservent **Paxos**.

### Quand partir

De mai à octobre. Juin et septembre offrent une mer chaude et moins de monde. Corfou reçoit plus de pluie que les îles de l’Égée, d’où sa verdure.

### Conseils

- Le Nouveau Port est à une vingtaine de minutes à pied de la vieille ville.
- Pour Saranda, il faut un passeport ou une carte d’identité selon votre nationalité.
- Si vous roulez de l’Italie vers la Grèce, une étape à Corfou est facile avec un billet pour Igoumenitsa et la courte traversée.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Igoumenitsa – Corfou ?',
            answer: 'Environ 1 h 30 en ferry, avec de nombreux départs par jour toute l’année.',
          },
          {
            question: 'Y a-t-il un ferry de l’Italie vers Corfou ?',
            answer:
              'Oui, des ferries au départ de Bari, Brindisi, Ancône et Venise font escale à Corfou, surtout l’été.',
          },
          {
            question: 'Peut-on faire une excursion en Albanie ?',
            answer: 'Oui, des navires rapides relient Corfou à Saranda en 30 minutes environ.',
          },
        ],
      },
      it: {
        slug: 'corfu',
        title: 'Corfù: traghetti da Igoumenitsa, Italia e Albania',
        metaDescription:
          'Biglietti traghetto per Corfù da Igoumenitsa, Patrasso e dall’Italia, e il collegamento con Saranda. Durata e consigli utili.',
        summary:
          'Una Città Vecchia patrimonio UNESCO, fortezze veneziane, il Liston e coste verdi. Traghetti frequenti da Igoumenitsa tutto l’anno.',
        body: `Corfù è l’isola più verde e forse la più cosmopolita dello Ionio. La **Città Vecchia**, Patrimonio dell’Umanità UNESCO, conserva influenze veneziane, francesi e britanniche: due fortezze veneziane, i *kantounia* stretti tra case alte, la **Spianada**, una delle piazze più grandi d’Europa, e i portici del **Liston**. Poco più a sud, l’**Achilleion** dell’imperatrice Elisabetta (Sissi) e l’isolotto di Pontikonisi sono visite classiche. Sulla costa spiccano Paleokastritsa con le sue baie, Kassiopi a nord e le spiagge di sabbia del versante ovest. La Pasqua a Corfù, con le bande musicali e il lancio delle brocche di terracotta il Sabato Santo, è unica.

### Come arrivare in traghetto

Il collegamento più frequente è da **Igoumenitsa**, con traghetti che impiegano circa 1,5 ore e partono molte volte al giorno tutto l’anno; alcuni usano il porto di Lefkimmi, a sud. I traghetti dell’Adriatico da **Patrasso**, **Bari**, **Brindisi**, **Ancona** e **Venezia** fanno scalo a Corfù soprattutto in estate. Per l’Albania, i veloci raggiungono **Saranda** in circa 30 minuti, e piccole barche vanno a **Paxos**.

### Quando andare

Da maggio a ottobre. Giugno e settembre offrono mare caldo e meno turisti. Corfù riceve più pioggia delle isole dell’Egeo: per questo è così verde.

### Consigli

- Il Porto Nuovo è a circa 20 minuti a piedi dalla Città Vecchia.
- Per Saranda serve il passaporto o la carta d’identità, a seconda della tua nazionalità.
- Se guidi dall’Italia verso la Grecia, una sosta a Corfù è facile con un biglietto per Igoumenitsa e la breve traversata.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Igoumenitsa a Corfù?',
            answer: 'Circa 1,5 ore, con molte partenze al giorno tutto l’anno.',
          },
          {
            question: 'C’è un traghetto dall’Italia per Corfù?',
            answer:
              'Sì, i traghetti da Bari, Brindisi, Ancona e Venezia fanno scalo a Corfù, soprattutto in estate.',
          },
          {
            question: 'Posso fare una gita in Albania?',
            answer: 'Sì, i mezzi veloci collegano Corfù con Saranda in circa 30 minuti.',
          },
        ],
      },
      sq: {
        slug: 'korfuz',
        title: 'Korfuzi: tragete nga Igumenica, Italia dhe Shqipëria',
        metaDescription:
          'Bileta trageti për Korfuz nga Igumenica, Patra dhe Italia, si dhe lidhja me Sarandën. Kohëzgjatja dhe këshilla të dobishme.',
        summary:
          'Qyteti i Vjetër i UNESCO-s, kështjella veneciane, Listoni dhe brigje të gjelbra. Tragete të shpeshta nga Igumenica gjatë gjithë vitit.',
        body: `Korfuzi është ishulli më i gjelbër dhe ndoshta më kozmopolit i Jonit. **Qyteti i Vjetër**, Trashëgimi Botërore e UNESCO-s, mbart ndikime veneciane, franceze dhe britanike: dy kështjella veneciane, rrugica të ngushta mes shtëpive të larta, **Spianada**, një nga sheshet më të mëdha në Evropë, dhe harqet e **Listonit**. Pak më në jug, **Ahileoni** i perandoreshës Elizabetë dhe ishulli i vogël Pontikonisi janë vizita klasike. Në bregdet dallohen Paleokastrica me gjiret e saj, Kasiopi në veri dhe plazhet me rërë të anës perëndimore. Pashkët në Korfuz, me bandat muzikore dhe hedhjen e enëve prej balte të Shtunën e Madhe, janë të veçanta.

### Si të shkoni me traget

Lidhja më e shpeshtë është nga **Igumenica**, me tragete që udhëtojnë rreth 1,5 orë dhe nisen shumë herë në ditë gjatë gjithë vitit; disa përdorin portin e Lefkimit në jug. Tragetet e Adriatikut nga **Patra**, **Bari**, **Brindisi**, **Ankona** dhe **Venecia** ndalojnë në Korfuz kryesisht gjatë sezonit veror. Për në Shqipëri, mjetet e shpejta arrijnë në **Sarandë** për rreth 30 minuta, ndërsa varka të vogla shkojnë në **Paksos**.

### Kur të shkoni

Nga maji deri në tetor. Qershori dhe shtatori kanë det të ngrohtë dhe më pak vizitorë. Korfuzi merr më shumë shi se ishujt e Egjeut, prandaj është kaq i gjelbër.

### Këshilla

- Porti i Ri është rreth 20 minuta në këmbë nga Qyteti i Vjetër.
- Për në Sarandë ju duhet pasaportë ose kartë identiteti, sipas shtetësisë suaj.
- Nëse udhëtoni me makinë nga Italia për në Greqi, një ndalesë në Korfuz është e lehtë me biletë për Igumenicë dhe kalimin e shkurtër.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Igumenica në Korfuz?',
            answer: 'Rreth 1,5 orë, me shumë nisje në ditë gjatë gjithë vitit.',
          },
          {
            question: 'A ka traget nga Italia për në Korfuz?',
            answer:
              'Po, tragetet nga Bari, Brindisi, Ankona dhe Venecia ndalojnë në Korfuz, kryesisht në verë.',
          },
          {
            question: 'A mund të bëj një ekskursion në Shqipëri?',
            answer: 'Po, mjetet e shpejta e lidhin Korfuzin me Sarandën për rreth 30 minuta.',
          },
        ],
      },
    },
  },
  {
    key: 'kefalonia',
    portCodes: ['SAM', 'POK'],
    region: 'ionian',
    coordinates: { lat: 38.1754, lng: 20.5692 },
    illustration: {
      scene: 'beach',
      palette: { sky: '#dff0f6', sea: '#1aa0b8', land: '#e8e4dc', accent: '#5b7d3a' },
    },
    related: ['ithaca', 'zakynthos', 'corfu'],
    text: {
      el: {
        slug: 'kefalonia',
        title: 'Κεφαλονιά: πλοία από Κυλλήνη και Πάτρα',
        metaDescription:
          'Εισιτήρια πλοίου για Κεφαλονιά από Κυλλήνη και Πάτρα, συνδέσεις με Ιθάκη και Ζάκυνθο. Λιμάνια Πόρος και Σάμη, διάρκεια και συμβουλές.',
        summary:
          'Το μεγαλύτερο νησί του Ιονίου: ο Μύρτος, η λίμνη της Μελισσάνης, το Φισκάρδο και τα κρασιά της Ρομπόλας.',
        body: `Η Κεφαλονιά είναι το μεγαλύτερο νησί του Ιονίου, με ψηλά βουνά, τιρκουάζ νερά και ήσυχα χωριά. Η παραλία του **Μύρτου**, κάτω από ψηλούς λευκούς βράχους, είναι από τις πιο φωτογραφημένες της Ελλάδας. Στη **Μελισσάνη** κάνετε βαρκάδα σε μια υπόγεια λίμνη με ανοιχτή οροφή, ενώ κοντά βρίσκεται το σπήλαιο της Δρογκαράτης. Το **Αργοστόλι**, η πρωτεύουσα, ξαναχτίστηκε μετά τον σεισμό του 1953· το **Φισκάρδο** στον βορρά γλίτωσε και κρατά τα ενετικά του σπίτια, όπως και η **Άσος** με το κάστρο της. Ο **Αίνος**, εθνικός δρυμός με την κεφαλληνιακή ελάτη, και τα κρασιά από **Ρομπόλα** συμπληρώνουν το ταξίδι.

### Πώς θα φτάσετε με πλοίο

Η Κεφαλονιά έχει αρκετά λιμάνια. Από την **Κυλλήνη** στην Πελοπόννησο, τα πλοία φτάνουν στον **Πόρο** σε περίπου 1,5 ώρα· υπάρχουν και δρομολόγια για το Αργοστόλι. Από την **Πάτρα** η **Σάμη** απέχει περίπου 2,5 με 3 ώρες. Η Σάμη συνδέεται με την **Ιθάκη** σε περίπου 30 με 45 λεπτά, και το καλοκαίρι υπάρχει σύνδεση από την Πεσσάδα με τη **Ζάκυνθο** σε περίπου 1,5 ώρα. Από το Φισκάρδο πλοία πηγαίνουν στη Λευκάδα και στην Ιθάκη.

### Πότε να πάτε

Από τον Μάιο ως τον Οκτώβριο. Ο Ιούνιος και ο Σεπτέμβριος είναι ιδανικοί για παραλίες και οδικές εκδρομές. Τον Αύγουστο γίνεται στο Ληξούρι και σε άλλα χωριά μεγάλη γιορτή της Παναγίας.

### Χρήσιμες συμβουλές

- Το νησί είναι μεγάλο και ορεινό: με αυτοκίνητο θα δείτε πολύ περισσότερα. Κλείστε θέση οχήματος στο πλοίο νωρίς τον Αύγουστο.
- Επιλέξτε λιμάνι ανάλογα με το πού θα μείνετε: ο Πόρος για τον νοτιοανατολικό τομέα, η Σάμη για τον βορρά και την Ιθάκη.
- Από την Κυλλήνη στην Αθήνα η οδική διαδρομή είναι περίπου 3,5 ώρες.`,
        faq: [
          {
            question: 'Ποιο είναι το πιο σύντομο δρομολόγιο για Κεφαλονιά;',
            answer: 'Η Κυλλήνη–Πόρος, σε περίπου 1,5 ώρα, με αρκετά δρομολόγια την ημέρα το καλοκαίρι.',
          },
          {
            question: 'Πώς πάω από την Κεφαλονιά στην Ιθάκη;',
            answer: 'Με πλοίο από τη Σάμη, σε περίπου 30 με 45 λεπτά, ή το καλοκαίρι από το Φισκάρδο.',
          },
          {
            question: 'Υπάρχει πλοίο Κεφαλονιά–Ζάκυνθος;',
            answer:
              'Ναι, το καλοκαίρι υπάρχει σύνδεση από την Πεσσάδα στον Άγιο Νικόλαο της Ζακύνθου, σε περίπου 1,5 ώρα.',
          },
        ],
      },
      en: {
        slug: 'kefalonia',
        title: 'Kefalonia: ferries from Kyllini and Patras',
        metaDescription:
          'Ferry tickets to Kefalonia from Kyllini and Patras, links with Ithaca and Zakynthos. The ports of Poros and Sami, crossing times and tips.',
        summary:
          'The largest Ionian island: Myrtos beach, the Melissani cave lake, Fiskardo and Robola wines.',
        body: `Kefalonia is the largest island in the Ionian Sea, with high mountains, turquoise water and quiet villages. **Myrtos** beach, beneath tall white cliffs, is one of the most photographed in Greece. At **Melissani** you take a boat across an underground lake with an open roof, and the Drogarati cave is nearby. **Argostoli**, the capital, was rebuilt after the 1953 earthquake; **Fiskardo** in the north escaped and keeps its Venetian houses, as does **Assos** with its castle. **Mount Ainos**, a national park with the Kefalonian fir, and the **Robola** wines round off a trip.

### Getting there by ferry

Kefalonia has several ports. From **Kyllini** in the Peloponnese, ferries reach **Poros** in about 1.5 hours; there are also sailings to Argostoli. From **Patras**, **Sami** is about 2.5 to 3 hours away. Sami is linked with **Ithaca** in about 30 to 45 minutes, and in summer there is a crossing from Pessada to **Zakynthos** in about 1.5 hours. From Fiskardo, ferries run to Lefkada and Ithaca.

### When to go

From May to October. June and September are ideal for beaches and road trips. In August, Lixouri and other villages hold big feasts of the Virgin Mary.

### Tips

- The island is large and mountainous: with a car you will see much more. Book vehicle space on the ferry early in August.
- Choose your port by where you are staying: Poros for the south-east, Sami for the north and Ithaca.
- From Kyllini to Athens the drive is about 3.5 hours.`,
        faq: [
          {
            question: 'What is the shortest ferry route to Kefalonia?',
            answer: 'Kyllini–Poros, in about 1.5 hours, with several sailings a day in summer.',
          },
          {
            question: 'How do I get from Kefalonia to Ithaca?',
            answer: 'By ferry from Sami in about 30 to 45 minutes, or in summer from Fiskardo.',
          },
          {
            question: 'Is there a ferry between Kefalonia and Zakynthos?',
            answer:
              'Yes, in summer there is a crossing from Pessada to Agios Nikolaos on Zakynthos, taking about 1.5 hours.',
          },
        ],
      },
      de: {
        slug: 'kefalonia',
        title: 'Kefalonia: Fähren ab Kyllini und Patras',
        metaDescription:
          'Fährtickets nach Kefalonia ab Kyllini und Patras, Verbindungen nach Ithaka und Zakynthos. Häfen Poros und Sami, Fahrzeiten und Tipps.',
        summary:
          'Die größte Ionische Insel: der Strand von Myrtos, der Höhlensee Melissani, Fiskardo und die Robola-Weine.',
        body: `Kefalonia ist die größte Insel im Ionischen Meer, mit hohen Bergen, türkisfarbenem Wasser und ruhigen Dörfern. Der Strand von **Myrtos** unter hohen weißen Felsen gehört zu den meistfotografierten Griechenlands. In **Melissani** fahren Sie mit dem Boot über einen unterirdischen See mit offener Decke, ganz in der Nähe liegt die Tropfsteinhöhle Drogarati. **Argostoli**, der Hauptort, wurde nach dem Erdbeben von 1953 neu aufgebaut; **Fiskardo** im Norden blieb verschont und hat seine venezianischen Häuser bewahrt, ebenso **Assos** mit seiner Burg. Der **Ainos**, ein Nationalpark mit der Kefalonischen Tanne, und die **Robola**-Weine runden die Reise ab.

### Anreise mit der Fähre

Kefalonia hat mehrere Häfen. Ab **Kyllini** auf der Peloponnes erreichen Fähren **Poros** in etwa 1,5 Stunden; es gibt auch Abfahrten nach Argostoli. Ab **Patras** ist **Sami** etwa 2,5 bis 3 Stunden entfernt. Sami ist in etwa 30 bis 45 Minuten mit **Ithaka** verbunden, und im Sommer fährt eine Fähre von Pessada nach **Zakynthos** in rund 1,5 Stunden. Von Fiskardo fahren Schiffe nach Lefkada und Ithaka.

### Beste Reisezeit

Von Mai bis Oktober. Juni und September sind ideal für Strände und Rundfahrten. Im August feiern Lixouri und andere Dörfer große Marienfeste.

### Tipps

- Die Insel ist groß und bergig: Mit dem Auto sehen Sie viel mehr. Im August den Fahrzeugplatz auf der Fähre früh buchen.
- Wählen Sie den Hafen nach Ihrer Unterkunft: Poros für den Südosten, Sami für den Norden und Ithaka.
- Von Kyllini nach Athen sind es mit dem Auto etwa 3,5 Stunden.`,
        faq: [
          {
            question: 'Welche Fährverbindung nach Kefalonia ist am kürzesten?',
            answer: 'Kyllini–Poros, in etwa 1,5 Stunden, im Sommer mit mehreren Abfahrten am Tag.',
          },
          {
            question: 'Wie komme ich von Kefalonia nach Ithaka?',
            answer: 'Mit der Fähre ab Sami in etwa 30 bis 45 Minuten oder im Sommer ab Fiskardo.',
          },
          {
            question: 'Gibt es eine Fähre zwischen Kefalonia und Zakynthos?',
            answer:
              'Ja, im Sommer fährt eine Fähre von Pessada nach Agios Nikolaos auf Zakynthos, in etwa 1,5 Stunden.',
          },
        ],
      },
      es: {
        slug: 'cefalonia',
        title: 'Cefalonia: ferris desde Kyllini y Patras',
        metaDescription:
          'Billetes de ferry a Cefalonia desde Kyllini y Patras, conexiones con Ítaca y Zante. Los puertos de Poros y Sami, duración y consejos.',
        summary:
          'La mayor isla del Jónico: la playa de Myrtos, el lago subterráneo de Melissani, Fiskardo y los vinos de Robola.',
        body: `Cefalonia es la isla más grande del mar Jónico, con montañas altas, aguas turquesa y pueblos tranquilos. La playa de **Myrtos**, bajo altos acantilados blancos, es una de las más fotografiadas de Grecia. En **Melissani** se recorre en barca un lago subterráneo con el techo abierto, y muy cerca está la cueva de Drogarati. **Argostoli**, la capital, se reconstruyó tras el terremoto de 1953; **Fiskardo**, en el norte, se salvó y conserva sus casas venecianas, igual que **Assos** con su castillo. El **monte Enos**, parque nacional con el abeto de Cefalonia, y los vinos de **Robola** completan el viaje.

### Cómo llegar en ferry

Cefalonia tiene varios puertos. Desde **Kyllini**, en el Peloponeso, los barcos llegan a **Poros** en alrededor de 1,5 horas; también hay salidas a Argostoli. Desde **Patras**, **Sami** está a unas 2,5-3 horas. Sami se une con **Ítaca** en 30-45 minutos, y en verano hay una conexión desde Pessada a **Zante** de alrededor de 1,5 horas. Desde Fiskardo salen barcos a Léucade e Ítaca.

### Cuándo ir

De mayo a octubre. Junio y septiembre son ideales para playas y rutas en coche. En agosto, Lixouri y otros pueblos celebran grandes fiestas de la Virgen.

### Consejos

- La isla es grande y montañosa: en coche verá mucho más. En agosto reserve pronto la plaza del vehículo en el ferry.
- Elija el puerto según dónde se aloje: Poros para el sureste, Sami para el norte e Ítaca.
- De Kyllini a Atenas hay unas 3,5 horas por carretera.`,
        faq: [
          {
            question: '¿Cuál es la ruta de ferry más corta a Cefalonia?',
            answer: 'Kyllini–Poros, en alrededor de 1,5 horas, con varias salidas diarias en verano.',
          },
          {
            question: '¿Cómo se va de Cefalonia a Ítaca?',
            answer: 'En ferry desde Sami, en 30-45 minutos, o en verano desde Fiskardo.',
          },
          {
            question: '¿Hay ferry entre Cefalonia y Zante?',
            answer:
              'Sí, en verano hay una conexión desde Pessada a Agios Nikolaos, en Zante, de alrededor de 1,5 horas.',
          },
        ],
      },
      fr: {
        slug: 'cephalonie',
        title: 'Céphalonie : ferries depuis Kyllini et Patras',
        metaDescription:
          'Billets de ferry pour Céphalonie depuis Kyllini et Patras, liaisons avec Ithaque et Zante. Ports de Poros et Sami, durées et conseils.',
        summary:
          'La plus grande île ionienne : la plage de Myrtos, le lac souterrain de Melissani, Fiskardo et les vins de Robola.',
        body: `Céphalonie est la plus grande île de la mer Ionienne, avec de hautes montagnes, une eau turquoise et des villages paisibles. La plage de **Myrtos**, au pied de hautes falaises blanches, est l’une des plus photographiées de Grèce. À **Melissani**, on traverse en barque un lac souterrain à ciel ouvert, non loin de la grotte de Drogarati. **Argostoli**, le chef-lieu, a été reconstruit après le séisme de 1953 ; **Fiskardo**, au nord, a été épargné et conserve ses maisons vénitiennes, tout comme **Assos** et son château. Le **mont Ainos**, parc national planté du sapin de Céphalonie, et les vins de **Robola** complètent le voyage.

### Y aller en ferry

Céphalonie compte plusieurs ports. Depuis **Kyllini**, dans le Péloponnèse, les ferries rejoignent **Poros** en 1 h 30 environ ; des départs existent aussi vers Argostoli. Depuis **Patras**, **Sami** est à environ 2 h 30 - 3 h. Sami est reliée à **Ithaque** en 30 à 45 minutes, et en été une traversée relie Pessada à **Zante** en 1 h 30 environ. De Fiskardo, des ferries partent pour Leucade et Ithaque.

### Quand partir

De mai à octobre. Juin et septembre sont idéaux pour les plages et les balades en voiture. En août, Lixouri et d’autres villages célèbrent de grandes fêtes de la Vierge.

### Conseils

- L’île est vaste et montagneuse : en voiture, vous en verrez bien plus. En août, réservez tôt la place du véhicule sur le ferry.
- Choisissez le port selon votre hébergement : Poros pour le sud-est, Sami pour le nord et Ithaque.
- De Kyllini à Athènes, comptez environ 3 h 30 de route.`,
        faq: [
          {
            question: 'Quelle est la traversée la plus courte vers Céphalonie ?',
            answer: 'Kyllini–Poros, en 1 h 30 environ, avec plusieurs départs par jour en été.',
          },
          {
            question: 'Comment aller de Céphalonie à Ithaque ?',
            answer: 'En ferry depuis Sami en 30 à 45 minutes, ou en été depuis Fiskardo.',
          },
          {
            question: 'Y a-t-il un ferry entre Céphalonie et Zante ?',
            answer: 'Oui, en été une traversée relie Pessada à Agios Nikolaos, à Zante, en 1 h 30 environ.',
          },
        ],
      },
      it: {
        slug: 'cefalonia',
        title: 'Cefalonia: traghetti da Kyllini e Patrasso',
        metaDescription:
          'Biglietti traghetto per Cefalonia da Kyllini e Patrasso, collegamenti con Itaca e Zante. I porti di Poros e Sami, durata e consigli.',
        summary:
          'La più grande isola dello Ionio: la spiaggia di Myrtos, il lago sotterraneo di Melissani, Fiskardo e i vini Robola.',
        body: `Cefalonia è l’isola più grande del Mar Ionio, con montagne alte, acque turchesi e villaggi tranquilli. La spiaggia di **Myrtos**, sotto alte scogliere bianche, è tra le più fotografate della Grecia. A **Melissani** si attraversa in barca un lago sotterraneo a cielo aperto, e poco lontano c’è la grotta di Drogarati. **Argostoli**, il capoluogo, è stato ricostruito dopo il terremoto del 1953; **Fiskardo**, a nord, si è salvato e conserva le sue case veneziane, come anche **Assos** con il suo castello. Il **monte Enos**, parco nazionale con l’abete di Cefalonia, e i vini **Robola** completano il viaggio. Molti italiani conoscono l’isola anche per la storia della Divisione Acqui nel 1943.

### Come arrivare in traghetto

Cefalonia ha diversi porti. Da **Kyllini**, nel Peloponneso, i traghetti raggiungono **Poros** in circa 1,5 ore; ci sono anche corse per Argostoli. Da **Patrasso**, **Sami** è a circa 2,5-3 ore. Sami è collegata con **Itaca** in circa 30-45 minuti e in estate c’è una traversata da Pessada a **Zante** in circa 1,5 ore. Da Fiskardo partono traghetti per Lefkada e Itaca.

### Quando andare

Da maggio a ottobre. Giugno e settembre sono ideali per spiagge e giri in auto. Ad agosto Lixouri e altri villaggi celebrano grandi feste della Madonna.

### Consigli

- L’isola è grande e montuosa: in auto vedrai molto di più. Ad agosto prenota presto il posto auto sul traghetto.
- Scegli il porto in base a dove alloggi: Poros per il sud-est, Sami per il nord e Itaca.
- Da Kyllini ad Atene ci sono circa 3,5 ore di strada.`,
        faq: [
          {
            question: 'Qual è la tratta più breve per Cefalonia?',
            answer: 'Kyllini–Poros, in circa 1,5 ore, con diverse partenze al giorno in estate.',
          },
          {
            question: 'Come si va da Cefalonia a Itaca?',
            answer: 'Con il traghetto da Sami in circa 30-45 minuti, oppure in estate da Fiskardo.',
          },
          {
            question: 'C’è un traghetto tra Cefalonia e Zante?',
            answer:
              'Sì, in estate c’è una traversata da Pessada ad Agios Nikolaos, a Zante, in circa 1,5 ore.',
          },
        ],
      },
      sq: {
        slug: 'kefalonia',
        title: 'Qefalonia: tragete nga Kilini dhe Patra',
        metaDescription:
          'Bileta trageti për Qefaloni nga Kilini dhe Patra, lidhje me Itakën dhe Zakintin. Portet Poros dhe Sami, kohëzgjatja dhe këshilla.',
        summary:
          'Ishulli më i madh i Jonit: plazhi i Mirtosit, liqeni nëntokësor i Melisanit, Fiskardo dhe verërat Robola.',
        body: `Qefalonia është ishulli më i madh në Detin Jon, me male të larta, ujëra bruz dhe fshatra të qetë. Plazhi i **Mirtosit**, nën shkëmbinj të lartë të bardhë, është ndër më të fotografuarit në Greqi. Në **Melisani** kaloni me varkë një liqen nëntokësor me tavan të hapur, ndërsa afër ndodhet shpella e Drogaratit. **Argostoli**, kryeqendra, u rindërtua pas tërmetit të vitit 1953; **Fiskardo** në veri shpëtoi dhe ruan shtëpitë veneciane, ashtu si edhe **Asosi** me kështjellën e tij. **Mali Ainos**, park kombëtar me bredhin e Qefalonisë, dhe verërat **Robola** e plotësojnë udhëtimin.

### Si të shkoni me traget

Qefalonia ka disa porte. Nga **Kilini** në Peloponez, tragetet arrijnë në **Poros** për rreth 1,5 orë; ka edhe nisje për në Argostoli. Nga **Patra**, **Sami** është rreth 2,5 deri në 3 orë larg. Sami lidhet me **Itakën** për rreth 30 deri në 45 minuta, dhe në verë ka lidhje nga Pesada për në **Zakint** për rreth 1,5 orë. Nga Fiskardo nisen tragete për në Lefkadë dhe Itakë.

### Kur të shkoni

Nga maji deri në tetor. Qershori dhe shtatori janë idealë për plazhe dhe xhiro me makinë. Në gusht, Liksuri dhe fshatra të tjerë festojnë festa të mëdha të Shën Mërisë.

### Këshilla

- Ishulli është i madh dhe malor: me makinë do të shihni shumë më tepër. Në gusht rezervoni herët vendin e automjetit në traget.
- Zgjidhni portin sipas vendit ku do të qëndroni: Porosin për juglindjen, Samin për veriun dhe Itakën.
- Nga Kilini në Athinë rruga me makinë zgjat rreth 3,5 orë.`,
        faq: [
          {
            question: 'Cila është rruga më e shkurtër me traget për në Qefaloni?',
            answer: 'Kilini–Poros, për rreth 1,5 orë, me disa nisje në ditë në verë.',
          },
          {
            question: 'Si shkohet nga Qefalonia në Itakë?',
            answer: 'Me traget nga Sami për rreth 30 deri në 45 minuta, ose në verë nga Fiskardo.',
          },
          {
            question: 'A ka traget mes Qefalonisë dhe Zakintit?',
            answer: 'Po, në verë ka lidhje nga Pesada për në Agios Nikolaos të Zakintit, për rreth 1,5 orë.',
          },
        ],
      },
    },
  },
];
