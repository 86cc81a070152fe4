import type { SeedDestination } from '../types.ts';

export const ADRIATIC: SeedDestination[] = [
  {
    key: 'brindisi',
    portCodes: ['BDS'],
    region: 'italy',
    coordinates: { lat: 40.6383, lng: 17.9458 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#ece6da', sea: '#245c7a', land: '#d9c8a9', accent: '#b5522e' },
    },
    related: ['bari', 'corfu', 'ancona', 'durres'],
    text: {
      el: {
        slug: 'brintizi',
        title: 'Μπρίντιζι: πλοία για Ηγουμενίτσα, Πάτρα και Αυλώνα',
        metaDescription:
          'Εισιτήρια πλοίου Μπρίντιζι–Ηγουμενίτσα–Πάτρα και Μπρίντιζι–Αυλώνα: διάρκεια ταξιδιού, λιμάνι Κόστα Μορένα και τι να δείτε στο Σαλέντο.',
        summary:
          'Το τέλος της Αππίας Οδού και η πιο κοντινή ιταλική αφετηρία για την Ελλάδα, με πύλη προς το Λέτσε και το Σαλέντο.',
        body: `Το Μπρίντιζι είναι από την αρχαιότητα η πύλη της Ιταλίας προς την Ανατολή: εδώ τελείωνε η **Αππία Οδός**, και οι ρωμαϊκοί κίονες πάνω από το λιμάνι θυμίζουν ακόμα το σημείο. Η πόλη είναι μικρή και ήρεμη, με παραλιακό περίπατο, τον καθεδρικό ναό και το αραγωνικό κάστρο. Σε λιγότερο από μία ώρα φτάνετε στο **Λέτσε**, τη «Φλωρεντία του μπαρόκ», στο λευκό **Οστούνι** και στις παραλίες του **Σαλέντο** σε Αδριατική και Ιόνιο.

### Πλοία από και προς το Μπρίντιζι

Το Μπρίντιζι είναι το πιο κοντινό μεγάλο ιταλικό λιμάνι στην Ελλάδα. Τα πλοία για την **Ηγουμενίτσα** κάνουν περίπου 8 ώρες και για την **Πάτρα** περίπου 15 με 17 ώρες· το καλοκαίρι ορισμένα δρομολόγια πιάνουν και **Κέρκυρα**. Για την Αλβανία, νυχτερινά πλοία πηγαίνουν στην **Αυλώνα** σε περίπου 7 ώρες. Τα διεθνή πλοία χρησιμοποιούν συνήθως τον σταθμό της **Κόστα Μορένα**, λίγα χιλιόμετρα από το κέντρο, όπου υπάρχει σύνδεση με λεωφορείο.

### Πρόσβαση στο λιμάνι

Το αεροδρόμιο του Μπρίντιζι βρίσκεται μόλις λίγα χιλιόμετρα από την πόλη, κάτι που κάνει εύκολο τον συνδυασμό πτήσης και πλοίου. Ο σιδηροδρομικός σταθμός συνδέει την πόλη με το Μπάρι, το Λέτσε και τη Ρώμη. Όσοι οδηγούν φτάνουν από την παραλιακή οδό SS16 ή από τον Τάραντα και ακολουθούν τις πινακίδες για το λιμάνι και τον σταθμό Κόστα Μορένα.

### Πότε να ταξιδέψετε

Οι γραμμές προς την Ελλάδα λειτουργούν όλο τον χρόνο, με περισσότερα δρομολόγια από τον Ιούνιο ως τον Σεπτέμβριο.

### Χρήσιμες συμβουλές

- Ελέγξτε στο εισιτήριο από ποιον σταθμό αναχωρεί το πλοίο και υπολογίστε χρόνο για τη μετάβαση εκεί.
- Η διαδρομή Μπρίντιζι–Ηγουμενίτσα είναι η πιο σύντομη θαλάσσια σύνδεση Ιταλίας–Ελλάδας για όσους ταξιδεύουν με αυτοκίνητο από τη νότια Ιταλία.
- Για την Αυλώνα ελέγξτε τα έγγραφα εισόδου στην Αλβανία και την ασφάλεια του οχήματος.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Μπρίντιζι–Ηγουμενίτσα;',
            answer: 'Περίπου 8 ώρες. Για την Πάτρα το ταξίδι διαρκεί περίπου 15 με 17 ώρες.',
          },
          {
            question: 'Από πού φεύγουν τα πλοία στο Μπρίντιζι;',
            answer:
              'Συνήθως από τον σταθμό της Κόστα Μορένα, λίγα χιλιόμετρα από το κέντρο· ελέγξτε το εισιτήριό σας.',
          },
          {
            question: 'Υπάρχει πλοίο για την Αλβανία;',
            answer: 'Ναι, νυχτερινά πλοία συνδέουν το Μπρίντιζι με την Αυλώνα σε περίπου 7 ώρες.',
          },
        ],
      },
      en: {
        slug: 'brindisi',
        title: 'Brindisi: ferries to Igoumenitsa, Patras and Vlorë',
        metaDescription:
          'Ferry tickets Brindisi–Igoumenitsa–Patras and Brindisi–Vlorë: crossing times, the Costa Morena terminal and what to see in Salento.',
        summary:
          'The end of the Appian Way and the closest Italian departure point for Greece, a gateway to Lecce and Salento.',
        body: `Since antiquity Brindisi has been Italy’s gateway to the East: the **Appian Way** ended here, and the Roman columns above the harbour still mark the spot. The town is small and relaxed, with a seafront promenade, a cathedral and an Aragonese castle. In under an hour you can reach **Lecce**, the “Florence of the Baroque”, white-washed **Ostuni** and the beaches of **Salento** on both the Adriatic and the Ionian.

### Ferries from and to Brindisi

Brindisi is the closest major Italian port to Greece. Ferries to **Igoumenitsa** take about 8 hours and to **Patras** about 15 to 17 hours; in summer some sailings also call at **Corfu**. For Albania, overnight ferries run to **Vlorë** in about 7 hours. International ferries usually use the **Costa Morena** terminal, a few kilometres from the centre and linked by bus.

### Getting to the port

Brindisi airport is only a few kilometres from town, which makes it easy to combine a flight with a ferry. The railway station connects Brindisi with Bari, Lecce and Rome. Drivers arrive on the coastal SS16 or from Taranto and follow the signs for the port and the Costa Morena terminal.

### When to travel

Lines to Greece run all year, with more sailings from June to September.

### Tips

- Check on your ticket which terminal your ferry leaves from and allow time to get there.
- Brindisi–Igoumenitsa is the shortest Italy–Greece sea crossing for drivers coming from southern Italy.
- For Vlorë, check Albania’s entry documents and your vehicle insurance.`,
        faq: [
          {
            question: 'How long is the ferry from Brindisi to Igoumenitsa?',
            answer: 'About 8 hours. To Patras the crossing takes about 15 to 17 hours.',
          },
          {
            question: 'Where do ferries leave from in Brindisi?',
            answer:
              'Usually from the Costa Morena terminal, a few kilometres from the centre; check your ticket.',
          },
          {
            question: 'Is there a ferry to Albania?',
            answer: 'Yes, overnight ferries link Brindisi with Vlorë in about 7 hours.',
          },
        ],
      },
      de: {
        slug: 'brindisi',
        title: 'Brindisi: Fähren nach Igoumenitsa, Patras und Vlorë',
        metaDescription:
          'Fährtickets Brindisi–Igoumenitsa–Patras und Brindisi–Vlorë: Fahrzeiten, das Terminal Costa Morena und Sehenswertes im Salento.',
        summary:
          'Das Ende der Via Appia und der nächstgelegene italienische Abfahrtshafen nach Griechenland, Tor zu Lecce und dem Salento.',
        body: `Seit der Antike ist Brindisi Italiens Tor zum Osten: Hier endete die **Via Appia**, und die römischen Säulen über dem Hafen markieren noch heute die Stelle. Die Stadt ist klein und gelassen, mit Uferpromenade, Dom und aragonesischer Burg. In weniger als einer Stunde erreichen Sie **Lecce**, das „Florenz des Barock“, das weiße **Ostuni** und die Strände des **Salento** an Adria und Ionischem Meer.

### Fähren ab und nach Brindisi

Brindisi ist der nächstgelegene große italienische Hafen zu Griechenland. Fähren nach **Igoumenitsa** brauchen etwa 8 Stunden, nach **Patras** etwa 15 bis 17 Stunden; im Sommer laufen einige Abfahrten auch **Korfu** an. Nach Albanien fahren Nachtfähren in etwa 7 Stunden nach **Vlorë**. Die internationalen Fähren nutzen meist das Terminal **Costa Morena**, einige Kilometer vom Zentrum entfernt und per Bus angebunden.

### Anreise zum Hafen

Der Flughafen Brindisi liegt nur wenige Kilometer von der Stadt entfernt, sodass sich Flug und Fähre gut kombinieren lassen. Der Bahnhof verbindet Brindisi mit Bari, Lecce und Rom. Autofahrer kommen über die Küstenstraße SS16 oder von Tarent und folgen der Beschilderung zum Hafen und zum Terminal Costa Morena. Planen Sie für die Fahrt vom Zentrum zum Terminal etwas Zeit ein.

### Reisezeit

Die Linien nach Griechenland verkehren ganzjährig, von Juni bis September mit mehr Abfahrten.

### Tipps

- Prüfen Sie auf dem Ticket, von welchem Terminal Ihre Fähre ablegt, und planen Sie die Anfahrt ein.
- Brindisi–Igoumenitsa ist die kürzeste Seeverbindung Italien–Griechenland für Autofahrer aus Süditalien.
- Für Vlorë die Einreisedokumente für Albanien und die Fahrzeugversicherung prüfen.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Brindisi nach Igoumenitsa?',
            answer: 'Etwa 8 Stunden. Nach Patras dauert die Überfahrt etwa 15 bis 17 Stunden.',
          },
          {
            question: 'Wo legen die Fähren in Brindisi ab?',
            answer:
              'Meist am Terminal Costa Morena, einige Kilometer vom Zentrum entfernt; prüfen Sie Ihr Ticket.',
          },
          {
            question: 'Gibt es eine Fähre nach Albanien?',
            answer: 'Ja, Nachtfähren verbinden Brindisi in etwa 7 Stunden mit Vlorë.',
          },
        ],
      },
      es: {
        slug: 'brindisi',
        title: 'Brindisi: ferris a Igoumenitsa, Patras y Vlorë',
        metaDescription:
          'Billetes de ferry Brindisi–Igoumenitsa–Patras y Brindisi–Vlorë: duración, la terminal de Costa Morena y qué ver en el Salento.',
        summary:
          'El final de la Vía Apia y el puerto italiano más cercano a Grecia, puerta de entrada a Lecce y al Salento.',
        body: `Desde la Antigüedad, Brindisi es la puerta de Italia hacia Oriente: aquí terminaba la **Vía Apia**, y las columnas romanas sobre el puerto aún señalan el lugar. La ciudad es pequeña y tranquila, con paseo marítimo, catedral y un castillo aragonés. En menos de una hora se llega a **Lecce**, la «Florencia del Barroco», a la blanca **Ostuni** y a las playas del **Salento**, tanto en el Adriático como en el Jónico.

### Ferris desde y hacia Brindisi

Brindisi es el gran puerto italiano más cercano a Grecia. Los ferris a **Igoumenitsa** tardan unas 8 horas y a **Patras** entre 15 y 17 horas; en verano algunas salidas hacen escala también en **Corfú**. Hacia Albania, ferris nocturnos van a **Vlorë** en unas 7 horas. Los ferris internacionales suelen usar la terminal de **Costa Morena**, a pocos kilómetros del centro y con conexión en autobús.

### Cómo llegar al puerto

El aeropuerto de Brindisi está a pocos kilómetros de la ciudad, lo que facilita combinar avión y ferry. La estación de tren une Brindisi con Bari, Lecce y Roma. Si conduce, llegará por la carretera costera SS16 o desde Tarento; siga las indicaciones hacia el puerto y la terminal de Costa Morena.

### Cuándo viajar

Las líneas a Grecia funcionan todo el año, con más salidas de junio a septiembre.

### Consejos

- Compruebe en el billete desde qué terminal sale su barco y calcule el tiempo para llegar.
- Brindisi–Igoumenitsa es la travesía Italia–Grecia más corta para quien conduce desde el sur de Italia.
- Para Vlorë, revise los documentos de entrada a Albania y el seguro del vehículo.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Brindisi a Igoumenitsa?',
            answer: 'Unas 8 horas. A Patras, la travesía dura entre 15 y 17 horas.',
          },
          {
            question: '¿Desde dónde salen los ferris en Brindisi?',
            answer:
              'Normalmente desde la terminal de Costa Morena, a pocos kilómetros del centro; compruebe su billete.',
          },
          {
            question: '¿Hay ferry a Albania?',
            answer: 'Sí, ferris nocturnos unen Brindisi con Vlorë en unas 7 horas.',
          },
        ],
      },
      fr: {
        slug: 'brindisi',
        title: 'Brindisi : ferries pour Igoumenitsa, Patras et Vlora',
        metaDescription:
          'Billets de ferry Brindisi–Igoumenitsa–Patras et Brindisi–Vlora : durées, terminal de Costa Morena et que voir dans le Salento.',
        summary:
          'Le terme de la Via Appia et le port italien le plus proche de la Grèce, porte d’entrée vers Lecce et le Salento.',
        body: `Depuis l’Antiquité, Brindisi est la porte de l’Italie vers l’Orient : la **Via Appia** s’achevait ici, et les colonnes romaines qui dominent le port en marquent toujours l’emplacement. La ville est petite et paisible, avec sa promenade en bord de mer, sa cathédrale et son château aragonais. En moins d’une heure, on rejoint **Lecce**, la « Florence du baroque », la blanche **Ostuni** et les plages du **Salento**, sur l’Adriatique comme sur la mer Ionienne.

### Ferries au départ et à destination de Brindisi

Brindisi est le grand port italien le plus proche de la Grèce. Les ferries pour **Igoumenitsa** mettent environ 8 heures et pour **Patras** 15 à 17 heures ; en été, certaines traversées font aussi escale à **Corfou**. Vers l’Albanie, des ferries de nuit rejoignent **Vlora** en 7 heures environ. Les ferries internationaux utilisent généralement le terminal de **Costa Morena**, à quelques kilomètres du centre et desservi par bus.

### Rejoindre le port

L’aéroport de Brindisi n’est qu’à quelques kilomètres de la ville, ce qui permet de combiner facilement avion et ferry. La gare relie Brindisi à Bari, Lecce et Rome. En voiture, on arrive par la route côtière SS16 ou depuis Tarente, puis on suit les panneaux vers le port et le terminal de Costa Morena.

### Quand voyager

Les lignes vers la Grèce fonctionnent toute l’année, avec davantage de départs de juin à septembre.

### Conseils

- Vérifiez sur votre billet de quel terminal part votre ferry et prévoyez le temps d’y aller.
- Brindisi–Igoumenitsa est la traversée Italie–Grèce la plus courte pour les automobilistes venant du sud de l’Italie.
- Pour Vlora, vérifiez les documents d’entrée en Albanie et l’assurance de votre véhicule.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Brindisi – Igoumenitsa ?',
            answer: 'Environ 8 heures. Vers Patras, la traversée dure 15 à 17 heures environ.',
          },
          {
            question: 'D’où partent les ferries à Brindisi ?',
            answer:
              'En général du terminal de Costa Morena, à quelques kilomètres du centre ; vérifiez votre billet.',
          },
          {
            question: 'Y a-t-il un ferry pour l’Albanie ?',
            answer: 'Oui, des ferries de nuit relient Brindisi à Vlora en 7 heures environ.',
          },
        ],
      },
      it: {
        slug: 'brindisi',
        title: 'Brindisi: traghetti per Igoumenitsa, Patrasso e Valona',
        metaDescription:
          'Biglietti traghetto Brindisi–Igoumenitsa–Patrasso e Brindisi–Valona: durata, il terminal di Costa Morena e cosa vedere nel Salento.',
        summary:
          'La fine della Via Appia e il porto italiano più vicino alla Grecia, porta d’accesso a Lecce e al Salento.',
        body: `Fin dall’antichità Brindisi è la porta d’Italia verso l’Oriente: qui terminava la **Via Appia**, e le colonne romane sopra il porto ne segnano ancora il punto. La città è piccola e tranquilla, con il lungomare, la cattedrale e il castello aragonese. In meno di un’ora raggiungi **Lecce**, la «Firenze del Barocco», la bianca **Ostuni** e le spiagge del **Salento**, sia sull’Adriatico sia sullo Ionio.

### Traghetti da e per Brindisi

Brindisi è il grande porto italiano più vicino alla Grecia. I traghetti per **Igoumenitsa** impiegano circa 8 ore e per **Patrasso** circa 15-17 ore; in estate alcune corse fanno scalo anche a **Corfù**. Per l’Albania, traghetti notturni raggiungono **Valona** in circa 7 ore. I traghetti internazionali usano di solito il terminal di **Costa Morena**, a pochi chilometri dal centro e collegato da una navetta.

### Come raggiungere il porto

L’aeroporto di Brindisi è a pochi chilometri dalla città, quindi è facile abbinare volo e traghetto. La stazione ferroviaria collega Brindisi con Bari, Lecce e Roma. In auto si arriva dalla statale costiera SS16 o da Taranto, seguendo le indicazioni per il porto e per il terminal di Costa Morena.

### Quando viaggiare

Le linee per la Grecia sono attive tutto l’anno, con più corse da giugno a settembre.

### Consigli

- Controlla sul biglietto da quale terminal parte la nave e calcola il tempo per arrivarci.
- Brindisi–Igoumenitsa è la traversata Italia–Grecia più breve per chi guida dal Sud Italia.
- Per Valona verifica i documenti d’ingresso in Albania e l’assicurazione del veicolo.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Brindisi a Igoumenitsa?',
            answer: 'Circa 8 ore. Per Patrasso la traversata dura circa 15-17 ore.',
          },
          {
            question: 'Da dove partono i traghetti a Brindisi?',
            answer:
              'Di solito dal terminal di Costa Morena, a pochi chilometri dal centro; controlla il tuo biglietto.',
          },
          {
            question: 'C’è un traghetto per l’Albania?',
            answer: 'Sì, traghetti notturni collegano Brindisi a Valona in circa 7 ore.',
          },
        ],
      },
      sq: {
        slug: 'brindizi',
        title: 'Brindizi: tragete për Igumenicë, Patra dhe Vlorë',
        metaDescription:
          'Bileta trageti Brindizi–Igumenicë–Patra dhe Brindizi–Vlorë: kohëzgjatja, terminali Costa Morena dhe çfarë të shihni në Salento.',
        summary:
          'Fundi i Rrugës Apia dhe porti italian më i afërt me Greqinë, portë drejt Leçes dhe Salentos.',
        body: `Që nga lashtësia, Brindizi është porta e Italisë drejt Lindjes: këtu mbaronte **Rruga Apia**, dhe kolonat romake mbi port e shënojnë ende vendin. Qyteti është i vogël dhe i qetë, me shëtitore bregdetare, katedrale dhe një kështjellë aragoneze. Për më pak se një orë arrini në **Leçe**, «Firencen e barokut», në **Ostunin** e bardhë dhe në plazhet e **Salentos**, si në Adriatik ashtu edhe në Jon.

### Tragete nga dhe për në Brindizi

Brindizi është porti i madh italian më i afërt me Greqinë. Tragetet për në **Igumenicë** udhëtojnë rreth 8 orë dhe për në **Patra** rreth 15 deri në 17 orë; në verë disa udhëtime ndalojnë edhe në **Korfuz**. Për në Shqipëri, tragete nate shkojnë në **Vlorë** për rreth 7 orë. Tragetet ndërkombëtare zakonisht përdorin terminalin **Costa Morena**, disa kilometra nga qendra, i lidhur me autobus.

### Si të arrini në port

Aeroporti i Brindizit është vetëm disa kilometra larg qytetit, ndaj është e lehtë të kombinoni fluturimin me tragetin. Stacioni hekurudhor e lidh Brindizin me Barin, Leçen dhe Romën. Me makinë arrini nga rruga bregdetare SS16 ose nga Taranto dhe ndiqni tabelat për portin dhe terminalin Costa Morena.

### Kur të udhëtoni

Linjat për në Greqi funksionojnë gjatë gjithë vitit, me më shumë nisje nga qershori deri në shtator.

### Këshilla

- Kontrolloni në biletë nga cili terminal niset trageti dhe llogaritni kohën për të shkuar atje.
- Brindizi–Igumenicë është kalimi detar më i shkurtër Itali–Greqi për ata që vijnë me makinë nga Italia jugore.
- Për në Vlorë, kontrolloni dokumentet e hyrjes në Shqipëri dhe sigurimin e automjetit.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Brindizi në Igumenicë?',
            answer: 'Rreth 8 orë. Për në Patra udhëtimi zgjat rreth 15 deri në 17 orë.',
          },
          {
            question: 'Nga nisen tragetet në Brindizi?',
            answer:
              'Zakonisht nga terminali Costa Morena, disa kilometra nga qendra; kontrolloni biletën tuaj.',
          },
          {
            question: 'A ka traget për në Shqipëri?',
            answer: 'Po, tragete nate e lidhin Brindizin me Vlorën për rreth 7 orë.',
          },
        ],
      },
    },
  },
  {
    key: 'durres',
    portCodes: ['DUR'],
    region: 'albania',
    coordinates: { lat: 41.3131, lng: 19.4453 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#e5e9ee', sea: '#2a5d7c', land: '#c9b28f', accent: '#c8102e' },
    },
    related: ['bari', 'ancona', 'sarande', 'brindisi'],
    text: {
      el: {
        slug: 'dyrrachio',
        title: 'Δυρράχιο: πλοία από Μπάρι και Ανκόνα',
        metaDescription:
          'Εισιτήρια πλοίου για Δυρράχιο από Μπάρι, Ανκόνα και Τεργέστη: διάρκεια ταξιδιού, ταξίδι με αυτοκίνητο και τι να δείτε στην πόλη.',
        summary:
          'Το μεγαλύτερο λιμάνι της Αλβανίας, με ρωμαϊκό αμφιθέατρο και μεγάλες αμμουδιές, μόλις 35 χιλιόμετρα από τα Τίρανα.',
        body: `Το Δυρράχιο (Durrës), η αρχαία Επίδαμνος, είναι η δεύτερη μεγαλύτερη πόλη της Αλβανίας και το κύριο λιμάνι της χώρας. Στο κέντρο σώζεται ένα από τα μεγαλύτερα **ρωμαϊκά αμφιθέατρα** των Βαλκανίων, του 2ου αιώνα μ.Χ., ενώ ο ενετικός πύργος και το Αρχαιολογικό Μουσείο στην παραλιακή λεωφόρο αξίζουν μια επίσκεψη. Νότια της πόλης απλώνονται μεγάλες αμμουδιές, όπως το Γκόλεμ, με ξενοδοχεία και εστιατόρια. Τα **Τίρανα** απέχουν περίπου 35 χιλιόμετρα, δηλαδή 40 με 50 λεπτά με αυτοκίνητο, και από το Δυρράχιο ξεκινάτε εύκολα για το Μπεράτι και την Κρόγια.

### Πλοία από και προς το Δυρράχιο

Από το **Μπάρι** υπάρχουν καθημερινά νυχτερινά πλοία, με διάρκεια περίπου 8 με 9 ώρες, ιδανικά για όσους ταξιδεύουν με αυτοκίνητο. Από την **Ανκόνα** το ταξίδι είναι μεγαλύτερο, περίπου μία νύχτα και μισή μέρα, και υπάρχουν επίσης δρομολόγια από την **Τεργέστη**. Τα πλοία έχουν καμπίνες, εστιατόρια και χώρους για οχήματα.

### Πρόσβαση στο λιμάνι

Το λιμάνι του Δυρραχίου βρίσκεται μέσα στην πόλη, σε απόσταση περπατήματος από το αμφιθέατρο και την παραλιακή λεωφόρο. Το διεθνές αεροδρόμιο των Τιράνων απέχει περίπου 35 με 40 χιλιόμετρα, ενώ λεωφορεία και μικρά λεωφορεία συνδέουν συχνά το Δυρράχιο με την πρωτεύουσα. Όσοι έρχονται με αυτοκίνητο βγαίνουν από το λιμάνι κατευθείαν στον δρόμο προς τα Τίρανα και τον νότο.

### Πότε να ταξιδέψετε

Οι γραμμές λειτουργούν όλο τον χρόνο. Τον Ιούλιο και τον Αύγουστο, όταν πολλοί Αλβανοί της διασποράς επιστρέφουν για τις διακοπές, τα πλοία γεμίζουν· κλείστε καμπίνα και θέση για το όχημα έγκαιρα.

### Χρήσιμες συμβουλές

- Η Αλβανία δεν ανήκει στην ΕΕ: ελέγξτε ποια έγγραφα ταξιδιού χρειάζεστε ανάλογα με την υπηκοότητά σας.
- Για το αυτοκίνητο, βεβαιωθείτε ότι η ασφάλειά σας καλύπτει την Αλβανία (πράσινη κάρτα).
- Το νόμισμα είναι το λεκ· τα ευρώ γίνονται συχνά δεκτά, αλλά τα ρέστα δίνονται συνήθως σε λεκ.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι Μπάρι–Δυρράχιο;',
            answer: 'Περίπου 8 με 9 ώρες με νυχτερινό πλοίο.',
          },
          {
            question: 'Πόσο απέχει το Δυρράχιο από τα Τίρανα;',
            answer: 'Περίπου 35 χιλιόμετρα, δηλαδή 40 με 50 λεπτά με αυτοκίνητο ή λεωφορείο.',
          },
          {
            question: 'Χρειάζομαι διαβατήριο;',
            answer:
              'Εξαρτάται από την υπηκοότητά σας. Πολίτες της ΕΕ μπορούν συνήθως να εισέλθουν με ταυτότητα· ελέγξτε τους ισχύοντες κανόνες πριν ταξιδέψετε.',
          },
        ],
      },
      en: {
        slug: 'durres',
        title: 'Durrës: ferries from Bari and Ancona',
        metaDescription:
          'Ferry tickets to Durrës from Bari, Ancona and Trieste: crossing times, travelling with a car and what to see in the city.',
        summary:
          'Albania’s largest port, with a Roman amphitheatre and long sandy beaches, just 35 km from Tirana.',
        body: `Durrës, ancient Epidamnos (later Dyrrachium), is Albania’s second-largest city and the country’s main port. In the centre stands one of the largest **Roman amphitheatres** in the Balkans, from the 2nd century AD, and the Venetian tower and the Archaeological Museum on the seafront boulevard are worth a visit. South of the city stretch long sandy beaches such as Golem, lined with hotels and restaurants. **Tirana** is about 35 km away, or 40 to 50 minutes by car, and Durrës is a convenient base for Berat and Krujë.

### Ferries from and to Durrës

From **Bari** there are overnight ferries every day, taking about 8 to 9 hours, ideal if you travel with a car. From **Ancona** the crossing is longer, about a night and half a day, and there are also sailings from **Trieste**. The ferries have cabins, restaurants and vehicle decks.

### Getting to the port

The port of Durrës is right in town, within walking distance of the amphitheatre and the seafront boulevard. Tirana International Airport is about 35 to 40 km away, and buses and minibuses run frequently between Durrës and the capital. Drivers leave the port straight onto the roads to Tirana and the south.

### When to travel

Lines operate all year. In July and August, when many Albanians living abroad come home for the holidays, ferries fill up: book cabins and vehicle space early.

### Tips

- Albania is not in the EU: check which travel documents you need for your nationality.
- For your car, make sure your insurance covers Albania (green card).
- The currency is the lek; euros are often accepted, but change is usually given in lek.`,
        faq: [
          {
            question: 'How long is the ferry from Bari to Durrës?',
            answer: 'About 8 to 9 hours by overnight ferry.',
          },
          {
            question: 'How far is Durrës from Tirana?',
            answer: 'About 35 km, or 40 to 50 minutes by car or bus.',
          },
          {
            question: 'Do I need a passport?',
            answer:
              'It depends on your nationality. EU citizens can usually enter with an identity card; check the current rules before you travel.',
          },
        ],
      },
      de: {
        slug: 'durres',
        title: 'Durrës: Fähren ab Bari und Ancona',
        metaDescription:
          'Fährtickets nach Durrës ab Bari, Ancona und Triest: Fahrzeiten, Reisen mit dem Auto und Sehenswertes in der Stadt.',
        summary:
          'Albaniens größter Hafen, mit römischem Amphitheater und langen Sandstränden, nur 35 km von Tirana entfernt.',
        body: `Durrës, das antike Epidamnos (später Dyrrachium), ist die zweitgrößte Stadt Albaniens und der wichtigste Hafen des Landes. Im Zentrum liegt eines der größten **römischen Amphitheater** des Balkans aus dem 2. Jahrhundert n. Chr.; auch der venezianische Turm und das Archäologische Museum an der Uferpromenade lohnen einen Besuch. Südlich der Stadt ziehen sich lange Sandstrände wie Golem mit Hotels und Restaurants entlang. **Tirana** liegt rund 35 km entfernt, 40 bis 50 Minuten mit dem Auto, und Durrës ist ein guter Ausgangspunkt für Berat und Kruja.

### Fähren ab und nach Durrës

Ab **Bari** fahren täglich Nachtfähren, die etwa 8 bis 9 Stunden brauchen – ideal, wenn Sie mit dem Auto reisen. Ab **Ancona** dauert die Überfahrt länger, etwa eine Nacht und einen halben Tag, außerdem gibt es Abfahrten ab **Triest**. Die Fähren haben Kabinen, Restaurants und Fahrzeugdecks.

### Anreise zum Hafen

Der Hafen von Durrës liegt mitten in der Stadt, in Gehweite zum Amphitheater und zur Uferpromenade. Der internationale Flughafen Tirana ist rund 35 bis 40 km entfernt, und Busse sowie Kleinbusse verkehren häufig zwischen Durrës und der Hauptstadt. Mit dem Auto fahren Sie vom Hafen direkt auf die Straßen nach Tirana und in den Süden des Landes.

### Reisezeit

Die Linien verkehren ganzjährig. Im Juli und August, wenn viele Albaner aus dem Ausland in die Heimat reisen, sind die Fähren voll: Kabinen und Fahrzeugplätze früh buchen.

### Tipps

- Albanien ist nicht in der EU: Prüfen Sie, welche Reisedokumente Sie je nach Staatsangehörigkeit benötigen.
- Stellen Sie sicher, dass Ihre Kfz-Versicherung Albanien abdeckt (Grüne Karte).
- Die Währung ist der Lek; Euro werden oft angenommen, das Wechselgeld gibt es meist in Lek.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Bari nach Durrës?',
            answer: 'Etwa 8 bis 9 Stunden mit der Nachtfähre.',
          },
          {
            question: 'Wie weit ist Durrës von Tirana entfernt?',
            answer: 'Etwa 35 km, also 40 bis 50 Minuten mit Auto oder Bus.',
          },
          {
            question: 'Brauche ich einen Reisepass?',
            answer:
              'Das hängt von Ihrer Staatsangehörigkeit ab. EU-Bürger können in der Regel mit dem Personalausweis einreisen; prüfen Sie vor der Reise die geltenden Bestimmungen.',
          },
        ],
      },
      es: {
        slug: 'durres',
        title: 'Durrës: ferris desde Bari y Ancona',
        metaDescription:
          'Billetes de ferry a Durrës desde Bari, Ancona y Trieste: duración, viajar con coche y qué ver en la ciudad.',
        summary:
          'El mayor puerto de Albania, con un anfiteatro romano y largas playas de arena, a solo 35 km de Tirana.',
        body: `Durrës, la antigua Epidamno (más tarde Dyrrachium), es la segunda ciudad de Albania y el principal puerto del país. En el centro se conserva uno de los mayores **anfiteatros romanos** de los Balcanes, del siglo II d. C., y la torre veneciana y el Museo Arqueológico del paseo marítimo merecen una visita. Al sur de la ciudad se extienden largas playas de arena como Golem, con hoteles y restaurantes. **Tirana** está a unos 35 km, es decir, a 40-50 minutos en coche, y Durrës es una buena base para visitar Berat y Krujë.

### Ferris desde y hacia Durrës

Desde **Bari** hay ferris nocturnos todos los días, de unas 8-9 horas, ideales si viaja con coche. Desde **Ancona** la travesía es más larga, de una noche y medio día aproximadamente, y también hay salidas desde **Trieste**. Los barcos tienen camarotes, restaurantes y bodega para vehículos.

### Cómo llegar al puerto

El puerto de Durrës está en plena ciudad, a poca distancia a pie del anfiteatro y del paseo marítimo. El aeropuerto internacional de Tirana está a unos 35-40 km, y autobuses y minibuses circulan con frecuencia entre Durrës y la capital. Con coche, desde el puerto se sale directamente a las carreteras hacia Tirana y el sur.

### Cuándo viajar

Las líneas funcionan todo el año. En julio y agosto, cuando muchos albaneses que viven en el extranjero vuelven de vacaciones, los barcos se llenan: reserve camarote y plaza para el vehículo con antelación.

### Consejos

- Albania no pertenece a la UE: compruebe qué documentos de viaje necesita según su nacionalidad.
- Asegúrese de que el seguro de su coche cubre Albania (carta verde).
- La moneda es el lek; el euro se acepta a menudo, pero el cambio suele darse en lek.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Bari a Durrës?',
            answer: 'Unas 8-9 horas en ferry nocturno.',
          },
          {
            question: '¿A qué distancia está Durrës de Tirana?',
            answer: 'A unos 35 km, es decir, 40-50 minutos en coche o autobús.',
          },
          {
            question: '¿Necesito pasaporte?',
            answer:
              'Depende de su nacionalidad. Los ciudadanos de la UE suelen poder entrar con el DNI; consulte las normas vigentes antes de viajar.',
          },
        ],
      },
      fr: {
        slug: 'durres',
        title: 'Durrës : ferries depuis Bari et Ancône',
        metaDescription:
          'Billets de ferry pour Durrës depuis Bari, Ancône et Trieste : durées, voyager en voiture et que voir en ville.',
        summary:
          'Le plus grand port d’Albanie, avec un amphithéâtre romain et de longues plages de sable, à 35 km seulement de Tirana.',
        body: `Durrës, l’antique Épidamne (plus tard Dyrrachium), est la deuxième ville d’Albanie et le principal port du pays. En plein centre se dresse l’un des plus grands **amphithéâtres romains** des Balkans, du IIe siècle apr. J.-C. ; la tour vénitienne et le musée archéologique du front de mer valent aussi la visite. Au sud de la ville s’étirent de longues plages de sable comme Golem, bordées d’hôtels et de restaurants. **Tirana** est à environ 35 km, soit 40 à 50 minutes en voiture, et Durrës est une bonne base pour Berat et Kruja.

### Ferries au départ et à destination de Durrës

Depuis **Bari**, des ferries de nuit partent chaque jour et mettent environ 8 à 9 heures, idéal si vous voyagez en voiture. Depuis **Ancône**, la traversée est plus longue, environ une nuit et une demi-journée, et des départs existent aussi depuis **Trieste**. Les navires disposent de cabines, de restaurants et de garages.

### Rejoindre le port

Le port de Durrës se trouve en pleine ville, à distance de marche de l’amphithéâtre et du front de mer. L’aéroport international de Tirana est à environ 35 à 40 km, et bus et minibus circulent souvent entre Durrës et la capitale. En voiture, on rejoint directement depuis le port les routes vers Tirana et le sud.

### Quand voyager

Les lignes fonctionnent toute l’année. En juillet et août, quand de nombreux Albanais de l’étranger rentrent pour les vacances, les ferries sont pleins : réservez tôt cabine et place pour le véhicule.

### Conseils

- L’Albanie ne fait pas partie de l’UE : vérifiez les documents de voyage requis selon votre nationalité.
- Assurez-vous que l’assurance de votre voiture couvre l’Albanie (carte verte).
- La monnaie est le lek ; l’euro est souvent accepté, mais la monnaie est généralement rendue en lek.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Bari – Durrës ?',
            answer: 'Environ 8 à 9 heures en ferry de nuit.',
          },
          {
            question: 'Quelle distance entre Durrës et Tirana ?',
            answer: 'Environ 35 km, soit 40 à 50 minutes en voiture ou en bus.',
          },
          {
            question: 'Faut-il un passeport ?',
            answer:
              'Cela dépend de votre nationalité. Les citoyens de l’UE peuvent en général entrer avec leur carte d’identité ; vérifiez les règles en vigueur avant de partir.',
          },
        ],
      },
      it: {
        slug: 'durazzo',
        title: 'Durazzo: traghetti da Bari e Ancona',
        metaDescription:
          'Biglietti traghetto per Durazzo da Bari, Ancona e Trieste: durata, viaggio in auto e cosa vedere in città.',
        summary:
          'Il porto più grande dell’Albania, con un anfiteatro romano e lunghe spiagge di sabbia, a soli 35 km da Tirana.',
        body: `Durazzo (Durrës), l’antica Epidamno poi Dyrrachium, è la seconda città dell’Albania e il principale porto del paese. In centro si trova uno dei più grandi **anfiteatri romani** dei Balcani, del II secolo d.C., e meritano una visita anche la torre veneziana e il Museo archeologico sul lungomare. A sud della città si stendono lunghe spiagge di sabbia come Golem, con hotel e ristoranti. **Tirana** è a circa 35 km, cioè 40-50 minuti d’auto, e Durazzo è una comoda base per Berat e Kruja.

### Traghetti da e per Durazzo

Da **Bari** partono traghetti notturni ogni giorno, con una durata di circa 8-9 ore: l’ideale se viaggi in auto. Da **Ancona** la traversata è più lunga, circa una notte e mezza giornata, e ci sono partenze anche da **Trieste**. Le navi hanno cabine, ristoranti e garage per i veicoli.

### Come raggiungere il porto

Il porto di Durazzo è in pieno centro, a pochi passi dall’anfiteatro e dal lungomare. L’aeroporto internazionale di Tirana dista circa 35-40 km, e autobus e minibus collegano spesso Durazzo alla capitale. In auto, dal porto si imbocca subito la strada per Tirana e per il sud del paese.

### Quando viaggiare

Le linee sono attive tutto l’anno. A luglio e agosto, quando molti albanesi che vivono all’estero tornano per le vacanze, i traghetti si riempiono: prenota presto cabina e posto auto.

### Consigli

- L’Albania non fa parte dell’UE: verifica quali documenti di viaggio ti servono in base alla tua nazionalità.
- Assicurati che l’assicurazione dell’auto copra l’Albania (carta verde).
- La valuta è il lek; l’euro è spesso accettato, ma il resto viene dato di solito in lek.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Bari a Durazzo?',
            answer: 'Circa 8-9 ore con il traghetto notturno.',
          },
          {
            question: 'Quanto dista Durazzo da Tirana?',
            answer: 'Circa 35 km, cioè 40-50 minuti in auto o in autobus.',
          },
          {
            question: 'Serve il passaporto?',
            answer:
              'Dipende dalla nazionalità. I cittadini UE di solito possono entrare con la carta d’identità valida per l’espatrio; verifica le regole in vigore prima di partire.',
          },
        ],
      },
      sq: {
        slug: 'durres',
        title: 'Durrësi: tragete nga Bari dhe Ankona',
        metaDescription:
          'Bileta trageti për Durrës nga Bari, Ankona dhe Triesti: kohëzgjatja, udhëtimi me makinë dhe çfarë të shihni në qytet.',
        summary:
          'Porti më i madh i Shqipërisë, me amfiteatër romak dhe plazhe të gjata me rërë, vetëm 35 km nga Tirana.',
        body: `Durrësi, Epidamni antik dhe më vonë Dyrrachium, është qyteti i dytë më i madh i Shqipërisë dhe porti kryesor i vendit. Në qendër ruhet një nga **amfiteatrot romake** më të mëdha të Ballkanit, i shekullit II e.s., ndërsa Kulla Veneciane dhe Muzeu Arkeologjik në shëtitoren bregdetare ia vlen të vizitohen. Në jug të qytetit shtrihen plazhe të gjata me rërë, si Golemi, me hotele dhe restorante. **Tirana** është rreth 35 km larg, pra 40 deri në 50 minuta me makinë, dhe Durrësi është bazë e përshtatshme për Beratin dhe Krujën.

### Tragete nga dhe për në Durrës

Nga **Bari** ka tragete nate çdo ditë, me kohëzgjatje rreth 8 deri në 9 orë, ideale nëse udhëtoni me makinë. Nga **Ankona** udhëtimi është më i gjatë, rreth një natë e gjysmë dite, dhe ka nisje edhe nga **Triesti**. Tragetet kanë kabina, restorante dhe garazh për automjete.

### Si të arrini në port

Porti i Durrësit ndodhet në mes të qytetit, në largësi ecjeje nga amfiteatri dhe shëtitorja bregdetare. Aeroporti Ndërkombëtar i Tiranës është rreth 35 deri në 40 km larg, ndërsa autobusët dhe furgonët qarkullojnë shpesh mes Durrësit dhe kryeqytetit. Me makinë, nga porti dilni drejtpërdrejt në rrugët për në Tiranë dhe në jug.

### Kur të udhëtoni

Linjat funksionojnë gjatë gjithë vitit. Në korrik dhe gusht, kur shumë shqiptarë të mërguar kthehen për pushime, tragetet mbushen: rezervoni herët kabinën dhe vendin për automjetin.

### Këshilla

- Për udhëtarët nga vendet e BE-së, mjafton zakonisht karta e identitetit; të tjerët të kontrollojnë dokumentet e nevojshme sipas shtetësisë.
- Për makinën, sigurohuni që sigurimi të jetë i vlefshëm (kartoni jeshil), nëse automjeti është i regjistruar jashtë Shqipërisë.
- Nëse vini nga Italia, mbani parasysh se në port mund të ketë radhë të gjata në gusht; mbërrini herët.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Bari në Durrës?',
            answer: 'Rreth 8 deri në 9 orë me traget nate.',
          },
          {
            question: 'Sa larg është Durrësi nga Tirana?',
            answer: 'Rreth 35 km, pra 40 deri në 50 minuta me makinë ose autobus.',
          },
          {
            question: 'A më duhet pasaportë?',
            answer:
              'Varet nga shtetësia. Shtetasit shqiptarë dhe ata të BE-së mund të udhëtojnë zakonisht me kartë identiteti; kontrolloni rregullat në fuqi para nisjes.',
          },
        ],
      },
    },
  },
];
