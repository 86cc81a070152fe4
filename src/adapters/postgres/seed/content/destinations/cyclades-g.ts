import type { SeedDestination } from '../types.ts';

export const CYCLADES_G: SeedDestination[] = [
  {
    key: 'kea',
    portCodes: ['KEA'],
    region: 'cyclades',
    coordinates: { lat: 37.6583, lng: 24.3281 },
    illustration: {
      scene: 'harbour',
      palette: { sky: '#dbeef7', sea: '#2f7aa3', land: '#a9a37f', accent: '#c2553b' },
    },
    related: ['syros', 'andros', 'aegina'],
    text: {
      el: {
        slug: 'kea',
        title: 'Κέα (Τζια): πλοία από Λαύριο και οδηγός',
        metaDescription:
          'Εισιτήρια πλοίου για Κέα από Λαύριο: λιμάνι Κορησσία, διάρκεια ταξιδιού περίπου μία ώρα, Ιουλίδα, ο Λέων της Κέας και μονοπάτια.',
        summary:
          'Το πιο κοντινό νησί των Κυκλάδων στην Αθήνα: μία ώρα από το Λαύριο, με την Ιουλίδα, τον αρχαϊκό Λέοντα και ήσυχους κολπίσκους.',
        body: `Η Κέα, ή Τζια όπως τη λένε οι ντόπιοι, είναι το πλησιέστερο νησί των Κυκλάδων στην Αθήνα και αγαπημένος προορισμός για Σαββατοκύριακα. Η **Ιουλίδα**, η Χώρα, είναι χτισμένη αμφιθεατρικά στη θέση της αρχαίας πόλης, με κεραμοσκεπή σπίτια που θυμίζουν περισσότερο ηπειρωτική Ελλάδα. Λίγο έξω από το χωριό, ο **Λέων της Κέας**, ένα τεράστιο λιοντάρι σκαλισμένο στον βράχο τον 6ο αιώνα π.Χ., κοιτάζει τον κάμπο. Στη νότια ακτή βρίσκονται τα ερείπια της αρχαίας **Καρθαίας**, με ναό του Απόλλωνα πάνω από τη θάλασσα, ενώ το **Βουρκάρι** έχει μαρίνα και ψαροταβέρνες. Ένα δίκτυο σηματοδοτημένων μονοπατιών, πολλά πλακόστρωτα, διασχίζει δάση βελανιδιάς και αναβαθμίδες.

### Πώς θα φτάσετε με πλοίο

Τα πλοία δένουν στην **Κορησσία**, το λιμάνι της Κέας. Από το **Λαύριο**, περίπου 60 χιλιόμετρα από το κέντρο της Αθήνας και κοντά στο αεροδρόμιο, το ταξίδι διαρκεί περίπου μία ώρα. Τα δρομολόγια είναι αρκετά κάθε μέρα το καλοκαίρι και πυκνώνουν τις Παρασκευές και τις Κυριακές. Ορισμένα πλοία συνεχίζουν για Κύθνο και Σύρο.

### Πότε να πάτε

Η άνοιξη και το φθινόπωρο είναι ιδανικά για περπάτημα. Από τον Ιούνιο ως τον Σεπτέμβριο οι παραλίες, όπως τα Κουνδουρός, το Ξύλα και το Σπαθί, είναι ήσυχες τις καθημερινές. Τα Σαββατοκύριακα του καλοκαιριού το νησί γεμίζει Αθηναίους.

### Χρήσιμες συμβουλές

- Κλείστε εισιτήρια νωρίς για Παρασκευή απόγευμα και Κυριακή απόγευμα, ειδικά αν έχετε αυτοκίνητο.
- Στο Λαύριο φτάνετε με λεωφορείο του ΚΤΕΛ από την Αθήνα ή με ταξί από το αεροδρόμιο.
- Αν δεν έχετε αυτοκίνητο, μείνετε στην Κορησσία ή στην Ιουλίδα, που συνδέονται με λεωφορείο.`,
        faq: [
          {
            question: 'Πόσο διαρκεί το ταξίδι από Λαύριο για Κέα;',
            answer: 'Περίπου μία ώρα με το συμβατικό πλοίο.',
          },
          {
            question: 'Πώς πάω στο Λαύριο από την Αθήνα;',
            answer:
              'Με λεωφορείο του ΚΤΕΛ Αττικής από το κέντρο της Αθήνας ή με ταξί. Από το αεροδρόμιο η διαδρομή είναι περίπου 35 με 40 λεπτά.',
          },
          {
            question: 'Είναι η Κέα καλή για Σαββατοκύριακο;',
            answer:
              'Ναι, είναι από τις καλύτερες επιλογές λόγω της μικρής απόστασης. Κλείστε όμως εισιτήρια και κατάλυμα νωρίς το καλοκαίρι.',
          },
        ],
      },
      en: {
        slug: 'kea',
        title: 'Kea (Tzia): ferries from Lavrio and island guide',
        metaDescription:
          'Ferry tickets to Kea from Lavrio: the port of Korissia, a crossing of about one hour, Ioulida, the Lion of Kea and walking trails.',
        summary:
          'The closest Cycladic island to Athens: one hour from Lavrio, with hilltop Ioulida, an archaic stone lion and quiet coves.',
        body: `Kea, called Tzia by the locals, is the Cycladic island nearest to Athens and a favourite weekend escape. **Ioulida**, the main village, rises in tiers on the site of the ancient city, its tiled roofs looking more like mainland Greece than the Cyclades. Just outside the village, the **Lion of Kea**, a huge lion carved into the rock in the 6th century BC, gazes over the valley. On the south coast lie the ruins of ancient **Karthaia**, with a temple of Apollo above the sea, and **Vourkari** has a marina and fish tavernas. A network of waymarked paths, many of them stone-paved, crosses oak woods and terraced hillsides.

### Getting there by ferry

Ferries dock at **Korissia**, Kea’s port. From **Lavrio**, about 60 km from central Athens and close to the airport, the crossing takes about an hour. There are several sailings a day in summer, with extra departures on Fridays and Sundays. Some ferries continue to Kythnos and Syros.

### When to go

Spring and autumn are ideal for walking. From June to September, beaches such as Koundouros, Xyla and Spathi are quiet on weekdays. On summer weekends the island fills with Athenians.

### Tips

- Book early for Friday and Sunday afternoons, especially if you are taking a car.
- Reach Lavrio by KTEL bus from Athens or by taxi from the airport.
- Without a car, stay in Korissia or Ioulida, which are linked by bus.`,
        faq: [
          {
            question: 'How long is the ferry from Lavrio to Kea?',
            answer: 'About one hour by conventional ferry.',
          },
          {
            question: 'How do I get to Lavrio from Athens?',
            answer:
              'By KTEL Attica bus from central Athens or by taxi. From the airport the drive takes about 35 to 40 minutes.',
          },
          {
            question: 'Is Kea good for a weekend?',
            answer:
              'Yes, it is one of the best choices thanks to the short crossing. Book tickets and accommodation early in summer.',
          },
        ],
      },
      de: {
        slug: 'kea',
        title: 'Kea (Tzia): Fähren ab Lavrio und Reiseinfos',
        metaDescription:
          'Fährtickets nach Kea ab Lavrio: Hafen Korissia, Überfahrt in rund einer Stunde, Ioulida, der Löwe von Kea und Wanderwege.',
        summary:
          'Die Athen am nächsten gelegene Kykladeninsel: eine Stunde ab Lavrio, mit dem Bergort Ioulida, einem archaischen Steinlöwen und stillen Buchten.',
        body: `Kea, von den Einheimischen Tzia genannt, ist die Kykladeninsel, die Athen am nächsten liegt, und ein beliebtes Wochenendziel. **Ioulida**, der Hauptort, zieht sich terrassenförmig über die Stelle der antiken Stadt; die Ziegeldächer erinnern eher an das Festland als an die Kykladen. Kurz außerhalb des Dorfes blickt der **Löwe von Kea**, im 6. Jahrhundert v. Chr. aus dem Fels gehauen, über das Tal. An der Südküste liegen die Ruinen des antiken **Karthaia** mit einem Apollontempel über dem Meer, und **Vourkari** hat einen Jachthafen und Fischtavernen. Ein Netz markierter, oft gepflasterter Wege führt durch Eichenwälder und Terrassenlandschaften.

### Anreise mit der Fähre

Die Fähren legen in **Korissia** an, dem Hafen von Kea. Ab **Lavrio**, etwa 60 km vom Zentrum Athens und nahe am Flughafen, dauert die Überfahrt rund eine Stunde. Im Sommer gibt es täglich mehrere Abfahrten, freitags und sonntags zusätzliche. Einige Fähren fahren weiter nach Kythnos und Syros.

### Beste Reisezeit

Frühling und Herbst sind ideal zum Wandern. Von Juni bis September sind Strände wie Koundouros, Xyla und Spathi unter der Woche ruhig. An Sommerwochenenden ist die Insel voller Athener.

### Tipps

- Für Freitag- und Sonntagnachmittag früh buchen, besonders mit Auto.
- Nach Lavrio kommen Sie mit dem KTEL-Bus aus Athen oder mit dem Taxi vom Flughafen.
- Ohne Auto wohnen Sie am besten in Korissia oder Ioulida, die per Bus verbunden sind.`,
        faq: [
          {
            question: 'Wie lange dauert die Fähre von Lavrio nach Kea?',
            answer: 'Etwa eine Stunde mit der konventionellen Fähre.',
          },
          {
            question: 'Wie komme ich von Athen nach Lavrio?',
            answer:
              'Mit dem KTEL-Attika-Bus aus dem Zentrum Athens oder mit dem Taxi. Vom Flughafen dauert die Fahrt etwa 35 bis 40 Minuten.',
          },
          {
            question: 'Eignet sich Kea für ein Wochenende?',
            answer:
              'Ja, dank der kurzen Überfahrt ist Kea eine der besten Wahlen. Im Sommer Tickets und Unterkunft aber früh buchen.',
          },
        ],
      },
      es: {
        slug: 'kea',
        title: 'Kea (Tzia): ferris desde Lavrio y guía de la isla',
        metaDescription:
          'Billetes de ferry a Kea desde Lavrio: el puerto de Korissia, una travesía de una hora, Ioulida, el León de Kea y senderos.',
        summary:
          'La isla de las Cícladas más cercana a Atenas: a una hora de Lavrio, con el pueblo de Ioulida, un león arcaico de piedra y calas tranquilas.',
        body: `Kea, a la que los lugareños llaman Tzia, es la isla de las Cícladas más cercana a Atenas y una escapada de fin de semana muy querida. **Ioulida**, el pueblo principal, se escalona sobre el emplazamiento de la ciudad antigua, con tejados de teja que recuerdan más a la Grecia continental que a las Cícladas. A las afueras, el **León de Kea**, un enorme león tallado en la roca en el siglo VI a. C., contempla el valle. En la costa sur se encuentran las ruinas de la antigua **Karthaia**, con un templo de Apolo sobre el mar, y **Vourkari** tiene puerto deportivo y tabernas de pescado. Una red de senderos señalizados, muchos empedrados, recorre robledales y bancales.

### Cómo llegar en ferry

Los barcos atracan en **Korissia**, el puerto de Kea. Desde **Lavrio**, a unos 60 km del centro de Atenas y cerca del aeropuerto, la travesía dura alrededor de una hora. En verano hay varias salidas diarias, con refuerzos los viernes y domingos. Algunos barcos continúan hasta Kythnos y Syros.

### Cuándo ir

La primavera y el otoño son ideales para caminar. De junio a septiembre, playas como Koundouros, Xyla y Spathi están tranquilas entre semana. Los fines de semana de verano la isla se llena de atenienses.

### Consejos

- Reserve pronto para los viernes y domingos por la tarde, sobre todo si viaja con coche.
- A Lavrio se llega en autobús KTEL desde Atenas o en taxi desde el aeropuerto.
- Sin coche, alójese en Korissia o en Ioulida, unidas por autobús.`,
        faq: [
          {
            question: '¿Cuánto dura el ferry de Lavrio a Kea?',
            answer: 'Alrededor de una hora en ferry convencional.',
          },
          {
            question: '¿Cómo se llega a Lavrio desde Atenas?',
            answer:
              'En autobús KTEL Ática desde el centro de Atenas o en taxi. Desde el aeropuerto se tarda unos 35-40 minutos.',
          },
          {
            question: '¿Es Kea buena para un fin de semana?',
            answer:
              'Sí, es de las mejores opciones por lo corto de la travesía. En verano reserve billetes y alojamiento con antelación.',
          },
        ],
      },
      fr: {
        slug: 'kea',
        title: 'Kéa (Tzia) : ferries depuis Lavrio et guide de l’île',
        metaDescription:
          'Billets de ferry pour Kéa depuis Lavrio : port de Korissia, une heure de traversée environ, Ioulida, le lion de Kéa et sentiers.',
        summary:
          'L’île des Cyclades la plus proche d’Athènes : à une heure de Lavrio, avec le village perché d’Ioulida, un lion archaïque et des criques paisibles.',
        body: `Kéa, que les habitants appellent Tzia, est l’île des Cyclades la plus proche d’Athènes et une escapade de week-end très prisée. **Ioulida**, le village principal, s’étage sur le site de la cité antique, avec des toits de tuiles qui évoquent davantage la Grèce continentale que les Cyclades. Juste à la sortie du village, le **lion de Kéa**, immense fauve sculpté dans le rocher au VIe siècle av. J.-C., contemple la vallée. Sur la côte sud se trouvent les ruines de l’antique **Karthaia**, avec un temple d’Apollon dominant la mer, et **Vourkari** offre une marina et des tavernes de poisson. Un réseau de sentiers balisés, souvent pavés, traverse chênaies et terrasses.

### Y aller en ferry

Les navires accostent à **Korissia**, le port de Kéa. Depuis **Lavrio**, à environ 60 km du centre d’Athènes et près de l’aéroport, la traversée dure une heure environ. En été, plusieurs départs quotidiens sont assurés, avec des renforts le vendredi et le dimanche. Certains ferries continuent vers Kythnos et Syros.

### Quand partir

Le printemps et l’automne sont idéaux pour la randonnée. De juin à septembre, les plages de Koundouros, Xyla ou Spathi sont calmes en semaine. Les week-ends d’été, l’île se remplit d’Athéniens.

### Conseils

- Réservez tôt pour les vendredis et dimanches après-midi, surtout avec une voiture.
- Rejoignez Lavrio en bus KTEL depuis Athènes ou en taxi depuis l’aéroport.
- Sans voiture, logez à Korissia ou à Ioulida, reliées par bus.`,
        faq: [
          {
            question: 'Combien de temps dure le ferry Lavrio – Kéa ?',
            answer: 'Environ une heure en ferry classique.',
          },
          {
            question: 'Comment aller d’Athènes à Lavrio ?',
            answer:
              'En bus KTEL Attique depuis le centre d’Athènes ou en taxi. Depuis l’aéroport, le trajet dure 35 à 40 minutes environ.',
          },
          {
            question: 'Kéa convient-elle pour un week-end ?',
            answer:
              'Oui, c’est l’un des meilleurs choix grâce à la courte traversée. En été, réservez tôt billets et hébergement.',
          },
        ],
      },
      it: {
        slug: 'kea',
        title: 'Kea (Tzia): traghetti da Lavrio e guida all’isola',
        metaDescription:
          'Biglietti traghetto per Kea da Lavrio: il porto di Korissia, circa un’ora di traversata, Ioulida, il Leone di Kea e i sentieri.',
        summary:
          'L’isola delle Cicladi più vicina ad Atene: un’ora da Lavrio, con il borgo di Ioulida, un leone arcaico di pietra e calette tranquille.',
        body: `Kea, che gli abitanti chiamano Tzia, è l’isola delle Cicladi più vicina ad Atene e una delle mete preferite per il fine settimana. **Ioulida**, il paese principale, sale a terrazze sul sito della città antica, con tetti di tegole che ricordano più la Grecia continentale che le Cicladi. Appena fuori dal paese, il **Leone di Kea**, un enorme leone scolpito nella roccia nel VI secolo a.C., osserva la valle. Sulla costa sud si trovano le rovine dell’antica **Karthaia**, con un tempio di Apollo sopra il mare, mentre **Vourkari** ha un porticciolo e taverne di pesce. Una rete di sentieri segnalati, molti lastricati, attraversa boschi di querce e terrazzamenti.

### Come arrivare in traghetto

I traghetti attraccano a **Korissia**, il porto di Kea. Da **Lavrio**, a circa 60 km dal centro di Atene e vicino all’aeroporto, la traversata dura circa un’ora. D’estate ci sono diverse partenze al giorno, con corse in più il venerdì e la domenica. Alcuni traghetti proseguono per Kythnos e Syros.

### Quando andare

Primavera e autunno sono ideali per camminare. Da giugno a settembre spiagge come Koundouros, Xyla e Spathi sono tranquille nei giorni feriali. Nei weekend estivi l’isola si riempie di ateniesi.

### Consigli

- Prenota presto per il venerdì e la domenica pomeriggio, soprattutto se viaggi in auto.
- A Lavrio arrivi con l’autobus KTEL da Atene o in taxi dall’aeroporto.
- Senza auto, alloggia a Korissia o a Ioulida, collegate dall’autobus.`,
        faq: [
          {
            question: 'Quanto dura il traghetto da Lavrio a Kea?',
            answer: 'Circa un’ora con il traghetto convenzionale.',
          },
          {
            question: 'Come si arriva a Lavrio da Atene?',
            answer:
              'Con l’autobus KTEL Attica dal centro di Atene o in taxi. Dall’aeroporto servono circa 35-40 minuti.',
          },
          {
            question: 'Kea va bene per un weekend?',
            answer:
              'Sì, è una delle scelte migliori grazie alla traversata breve. D’estate prenota presto biglietti e alloggio.',
          },
        ],
      },
      sq: {
        slug: 'kea',
        title: 'Kea (Xia): tragete nga Lavrio dhe udhëzues',
        metaDescription:
          'Bileta trageti për Kea nga Lavrio: porti i Korisias, udhëtim rreth një orë, Iulida, Luani i Keas dhe shtigjet e ecjes.',
        summary:
          'Ishulli i Cikladeve më afër Athinës: një orë nga Lavrio, me fshatin Iulida, një luan arkaik prej guri dhe gjire të qeta.',
        body: `Kea, që vendasit e quajnë Xia, është ishulli i Cikladeve më i afërt me Athinën dhe një arratisje e preferuar për fundjavë. **Iulida**, fshati kryesor, ngrihet shkallë-shkallë mbi vendin e qytetit antik, me çati me tjegulla që kujtojnë më shumë Greqinë kontinentale se Cikladet. Pak jashtë fshatit, **Luani i Keas**, një luan i madh i gdhendur në shkëmb në shekullin VI p.e.s., vështron luginën. Në bregun jugor ndodhen rrënojat e **Karteas** antike, me një tempull të Apolonit mbi det, ndërsa **Vurkari** ka marinë dhe taverna peshku. Një rrjet shtigjesh të shënuara, shumë prej tyre të shtruara me gurë, përshkon pyje lisash dhe tarraca.

### Si të shkoni me traget

Tragetet ankorohen në **Korisia**, porti i Keas. Nga **Lavrio**, rreth 60 km nga qendra e Athinës dhe pranë aeroportit, udhëtimi zgjat rreth një orë. Në verë ka disa nisje në ditë, me nisje shtesë të premteve dhe të dielave. Disa tragete vazhdojnë për në Kithnos dhe Siros.

### Kur të shkoni

Pranvera dhe vjeshta janë ideale për ecje. Nga qershori deri në shtator, plazhe si Kundurosi, Ksila dhe Spathi janë të qeta gjatë ditëve të javës. Në fundjavat e verës ishulli mbushet me athinas.

### Këshilla

- Rezervoni herët për pasditet e së premtes dhe të së dielës, sidomos nëse udhëtoni me makinë.
- Në Lavrio shkoni me autobusin KTEL nga Athina ose me taksi nga aeroporti.
- Pa makinë, qëndroni në Korisia ose në Iulida, që lidhen me autobus.`,
        faq: [
          {
            question: 'Sa zgjat trageti nga Lavrio në Kea?',
            answer: 'Rreth një orë me traget konvencional.',
          },
          {
            question: 'Si shkohet nga Athina në Lavrio?',
            answer:
              'Me autobusin KTEL të Atikës nga qendra e Athinës ose me taksi. Nga aeroporti rruga zgjat rreth 35 deri në 40 minuta.',
          },
          {
            question: 'A është Kea e mirë për një fundjavë?',
            answer:
              'Po, është ndër zgjedhjet më të mira falë udhëtimit të shkurtër. Në verë rezervoni herët biletat dhe akomodimin.',
          },
        ],
      },
    },
  },
];
