import type { SeedCompany } from '../types.ts';

export const COMPANIES_C: SeedCompany[] = [
  {
    key: 'golden-star-ferries',
    code: 'GSF',
    brandColor: '#c9a227',
    text: {
      el: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Ραφήνα–Κυκλάδες',
        metaDescription:
          'Εισιτήρια Golden Star Ferries από Ραφήνα για Άνδρο, Τήνο, Μύκονο, Πάρο και Νάξο. Συμβατικά και ταχύπλοα πλοία, δρομολόγια και υπηρεσίες.',
        summary: 'Συμβατικά και ταχύπλοα πλοία από τη Ραφήνα προς τις βόρειες και κεντρικές Κυκλάδες.',
        body: `Η Golden Star Ferries είναι ελληνική ακτοπλοϊκή εταιρεία με βάση τη **Ραφήνα**, το λιμάνι που βρίσκεται πιο κοντά στο αεροδρόμιο της Αθήνας. Ο στόλος της περιλαμβάνει ένα συμβατικό οχηματαγωγό για όσους ταξιδεύουν με αυτοκίνητο και ταχύπλοα σκάφη για γρήγορες μετακινήσεις το καλοκαίρι. Για πολλούς ταξιδιώτες, η Ραφήνα είναι πιο βολική αφετηρία από τον Πειραιά, ειδικά όταν φτάνουν αεροπορικώς στην Αθήνα.

### Κύριες γραμμές

- Ραφήνα – Άνδρος – Τήνος – Μύκονος
- Ραφήνα – Τήνος – Μύκονος – Πάρος – Νάξος με ταχύπλοο
- Εποχικές συνδέσεις με Ίο και Σαντορίνη

### Στο πλοίο

Στο συμβατικό πλοίο υπάρχουν σαλόνια, καφετέρια και ανοιχτά καταστρώματα, με χώρο για αυτοκίνητα και μοτοσικλέτες. Στα ταχύπλοα οι θέσεις είναι αριθμημένες, σε κλιματιζόμενα σαλόνια με μπαρ. Τα κατοικίδια ταξιδεύουν σύμφωνα με τους κανόνες της εταιρείας. Τα δρομολόγια πυκνώνουν από τον Ιούνιο ως τον Σεπτέμβριο.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Golden Star Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Golden Star Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Rafina–Cyclades',
        metaDescription:
          'Golden Star Ferries tickets from Rafina to Andros, Tinos, Mykonos, Paros and Naxos. Conventional and fast ferries, routes and services.',
        summary: 'Conventional and high-speed ferries from Rafina to the northern and central Cyclades.',
        body: `Golden Star Ferries is a Greek ferry company based in **Rafina**, the port closest to Athens airport. Its fleet includes a conventional car ferry for travellers with vehicles and high-speed craft for quick hops in summer. For many travellers Rafina is a more convenient starting point than Piraeus, especially when arriving in Athens by air.

### Main routes

- Rafina – Andros – Tinos – Mykonos
- Rafina – Tinos – Mykonos – Paros – Naxos by fast ferry
- Seasonal links to Ios and Santorini

### On board

The conventional ferry has lounges, a café and open decks, with space for cars and motorbikes. On the fast craft seats are numbered, in air-conditioned lounges with a bar. Pets travel under the company’s rules. Sailings become more frequent from June to September.

### Booking with Kyma

On Kyma you can compare Golden Star Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Golden Star Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Rafina–Kykladen',
        metaDescription:
          'Tickets von Golden Star Ferries ab Rafina nach Andros, Tinos, Mykonos, Paros und Naxos. Fähren und Schnellboote, Strecken und Service.',
        summary: 'Konventionelle Fähren und Schnellboote ab Rafina zu den nördlichen und mittleren Kykladen.',
        body: `Golden Star Ferries ist eine griechische Reederei mit Sitz in **Rafina**, dem Hafen, der dem Athener Flughafen am nächsten liegt. Zur Flotte gehören eine konventionelle Autofähre für Reisende mit Fahrzeug und Schnellboote für schnelle Inselsprünge im Sommer. Für viele Reisende ist Rafina ein bequemerer Ausgangspunkt als Piräus, vor allem bei Ankunft in Athen mit dem Flugzeug.

### Wichtige Strecken

- Rafina – Andros – Tinos – Mykonos
- Rafina – Tinos – Mykonos – Paros – Naxos mit dem Schnellboot
- Saisonale Verbindungen nach Ios und Santorini

### An Bord

Die konventionelle Fähre bietet Salons, ein Café und offene Decks sowie Platz für Autos und Motorräder. Auf den Schnellbooten sind die Plätze nummeriert, in klimatisierten Salons mit Bar. Haustiere reisen gemäß den Regeln der Reederei. Von Juni bis September wird der Fahrplan dichter.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Golden Star Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Golden Star Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Rafina–Cícladas',
        metaDescription:
          'Billetes de Golden Star Ferries desde Rafina a Andros, Tinos, Mykonos, Paros y Naxos. Ferris convencionales y rápidos, rutas y servicios.',
        summary: 'Ferris convencionales y rápidos desde Rafina a las Cícladas del norte y del centro.',
        body: `Golden Star Ferries es una naviera griega con base en **Rafina**, el puerto más cercano al aeropuerto de Atenas. Su flota incluye un ferry convencional para quienes viajan con vehículo y barcos rápidos para saltar de isla en isla en verano. Para muchos viajeros, Rafina es un punto de partida más cómodo que El Pireo, sobre todo si llegan a Atenas en avión.

### Rutas principales

- Rafina – Andros – Tinos – Mykonos
- Rafina – Tinos – Mykonos – Paros – Naxos en barco rápido
- Conexiones de temporada con Ios y Santorini

### A bordo

El ferry convencional tiene salones, cafetería y cubiertas exteriores, con espacio para coches y motos. En los rápidos los asientos están numerados, en salones climatizados con bar. Las mascotas viajan según las normas de la compañía. De junio a septiembre las salidas son más frecuentes.

### Reservar con Kyma

En Kyma puede comparar las salidas de Golden Star Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Golden Star Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries : Rafina–Cyclades',
        metaDescription:
          'Billets Golden Star Ferries de Rafina vers Andros, Tinos, Mykonos, Paros et Naxos. Ferries classiques et rapides, lignes et services.',
        summary:
          'Des ferries classiques et rapides au départ de Rafina vers les Cyclades du nord et du centre.',
        body: `Golden Star Ferries est une compagnie grecque basée à **Rafina**, le port le plus proche de l’aéroport d’Athènes. Sa flotte comprend un car-ferry classique pour les voyageurs motorisés et des navires rapides pour sauter d’île en île en été. Pour beaucoup de voyageurs, Rafina est un point de départ plus pratique que Le Pirée, surtout à l’arrivée en avion à Athènes.

### Principales lignes

- Rafina – Andros – Tinos – Mykonos
- Rafina – Tinos – Mykonos – Paros – Naxos en navire rapide
- Liaisons saisonnières vers Ios et Santorin

### À bord

Le ferry classique offre salons, cafétéria et ponts extérieurs, avec de la place pour voitures et motos. Sur les rapides, les places sont numérotées, dans des salons climatisés avec bar. Les animaux voyagent selon les règles de la compagnie. De juin à septembre, les départs sont plus fréquents.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Golden Star Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Golden Star Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Rafina–Cicladi',
        metaDescription:
          'Biglietti Golden Star Ferries da Rafina per Andros, Tinos, Mykonos, Paros e Naxos. Traghetti e veloci, rotte e servizi.',
        summary: 'Traghetti convenzionali e veloci da Rafina per le Cicladi settentrionali e centrali.',
        body: `Golden Star Ferries è una compagnia greca con base a **Rafina**, il porto più vicino all’aeroporto di Atene. La flotta comprende un traghetto convenzionale per chi viaggia con un veicolo e mezzi veloci per gli spostamenti rapidi d’estate. Per molti viaggiatori Rafina è un punto di partenza più comodo del Pireo, soprattutto se arrivano ad Atene in aereo.

### Linee principali

- Rafina – Andros – Tinos – Mykonos
- Rafina – Tinos – Mykonos – Paros – Naxos con il veloce
- Collegamenti stagionali con Ios e Santorini

### A bordo

Il traghetto convenzionale ha saloni, caffetteria e ponti all’aperto, con spazio per auto e moto. Sui veloci i posti sono numerati, in saloni climatizzati con bar. Gli animali viaggiano secondo le regole della compagnia. Da giugno a settembre le corse sono più frequenti.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Golden Star Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Golden Star Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'golden-star-ferries',
        title: 'Golden Star Ferries: Rafina–Ciklade',
        metaDescription:
          'Bileta Golden Star Ferries nga Rafina për Andros, Tinos, Mikonos, Paros dhe Naksos. Tragete konvencionale dhe të shpejta, linja dhe shërbime.',
        summary: 'Tragete konvencionale dhe të shpejta nga Rafina drejt Cikladeve veriore dhe qendrore.',
        body: `Golden Star Ferries është kompani greke e trageteve me bazë në **Rafina**, portin më të afërt me aeroportin e Athinës. Flota e saj përfshin një traget konvencional për udhëtarët me automjet dhe mjete të shpejta për kalime të shpejta mes ishujve në verë. Për shumë udhëtarë, Rafina është pikënisje më e përshtatshme se Pireu, sidomos kur mbërrijnë në Athinë me avion.

### Linjat kryesore

- Rafina – Andros – Tinos – Mikonos
- Rafina – Tinos – Mikonos – Paros – Naksos me mjet të shpejtë
- Lidhje sezonale me Iosin dhe Santorinin

### Në bord

Trageti konvencional ka sallone, kafene dhe kuverta të hapura, me hapësirë për makina dhe motoçikleta. Në mjetet e shpejta vendet janë të numëruara, në sallone me kondicioner dhe bar. Kafshët shtëpiake udhëtojnë sipas rregullave të kompanisë. Nga qershori deri në shtator nisjet janë më të shpeshta.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Golden Star Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Golden Star Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'fast-ferries',
    code: 'FF',
    brandColor: '#0072bc',
    text: {
      el: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Ραφήνα–Άνδρος–Τήνος–Μύκονος',
        metaDescription:
          'Εισιτήρια Fast Ferries από Ραφήνα για Άνδρο, Τήνο και Μύκονο όλο τον χρόνο. Πλοία, δρομολόγια, αυτοκίνητα και κατοικίδια.',
        summary:
          'Συμβατικά οχηματαγωγά που συνδέουν καθημερινά τη Ραφήνα με την Άνδρο, την Τήνο και τη Μύκονο, και τον χειμώνα.',
        body: `Η Fast Ferries είναι οικογενειακή ελληνική ακτοπλοϊκή εταιρεία με μακρά παρουσία στη **Ραφήνα**. Τα συμβατικά της οχηματαγωγά, όπως το Fast Ferries Andros και το Θεολόγος Π., εξυπηρετούν κάθε μέρα όλο τον χρόνο τα βόρεια νησιά των Κυκλάδων και αποτελούν βασική σύνδεση για τους μόνιμους κατοίκους της Άνδρου και της Τήνου.

### Κύριες γραμμές

- Ραφήνα – Άνδρος (Γαύριο) – Τήνος – Μύκονος
- Πρόσθετα δρομολόγια Σαββατοκύριακου και καλοκαιριού

### Στο πλοίο

Τα πλοία έχουν σαλόνια με καθίσματα, καφετέρια, ανοιχτά καταστρώματα και γκαράζ για αυτοκίνητα, τροχόσπιτα και φορτηγά. Τα κατοικίδια επιτρέπονται στους ανοιχτούς χώρους ή σε κλουβί, σύμφωνα με τους κανόνες της εταιρείας. Επειδή πρόκειται για συμβατικά πλοία, είναι σταθερά και με αέρα, κάτι που εκτιμούν όσοι ζαλίζονται εύκολα. Τις Παρασκευές και τις Κυριακές του καλοκαιριού κλείστε θέση για το αυτοκίνητο από νωρίς.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Fast Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Fast Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Rafina–Andros–Tinos–Mykonos',
        metaDescription:
          'Fast Ferries tickets from Rafina to Andros, Tinos and Mykonos all year. Ships, routes, cars and pets.',
        summary:
          'Conventional car ferries linking Rafina daily with Andros, Tinos and Mykonos, winter included.',
        body: `Fast Ferries is a family-run Greek ferry company with a long presence in **Rafina**. Its conventional car ferries, such as Fast Ferries Andros and Theologos P, serve the northern Cyclades every day of the year and are an essential link for the residents of Andros and Tinos.

### Main routes

- Rafina – Andros (Gavrio) – Tinos – Mykonos
- Extra sailings at weekends and in summer

### On board

The ships have lounges with seating, a café, open decks and a garage for cars, campers and lorries. Pets are allowed on the open decks or in a carrier, in line with the company’s rules. As conventional ferries they ride steadily in wind, which travellers prone to seasickness appreciate. On summer Fridays and Sundays, book your car space early.

### Booking with Kyma

On Kyma you can compare Fast Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Fast Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Rafina–Andros–Tinos–Mykonos',
        metaDescription:
          'Tickets von Fast Ferries ab Rafina nach Andros, Tinos und Mykonos, ganzjährig. Schiffe, Strecken, Autos und Haustiere.',
        summary:
          'Konventionelle Autofähren, die Rafina täglich mit Andros, Tinos und Mykonos verbinden – auch im Winter.',
        body: `Fast Ferries ist eine griechische Familienreederei mit langer Tradition in **Rafina**. Ihre konventionellen Autofähren wie die Fast Ferries Andros und die Theologos P bedienen die nördlichen Kykladen an jedem Tag des Jahres und sind für die Bewohner von Andros und Tinos eine unverzichtbare Verbindung.

### Wichtige Strecken

- Rafina – Andros (Gavrio) – Tinos – Mykonos
- Zusätzliche Abfahrten am Wochenende und im Sommer

### An Bord

Die Schiffe haben Salons mit Sitzplätzen, ein Café, offene Decks und eine Garage für Pkw, Wohnmobile und Lkw. Haustiere sind auf den Außendecks oder in einer Transportbox erlaubt, gemäß den Regeln der Reederei. Als konventionelle Fähren liegen sie auch bei Wind ruhig im Wasser, was Reisende mit Neigung zur Seekrankheit schätzen. Für Sommerfreitage und -sonntage den Autoplatz früh buchen.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Fast Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Fast Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Rafina–Andros–Tinos–Mykonos',
        metaDescription:
          'Billetes de Fast Ferries desde Rafina a Andros, Tinos y Mykonos todo el año. Barcos, rutas, coches y mascotas.',
        summary:
          'Ferris convencionales que unen cada día Rafina con Andros, Tinos y Mykonos, también en invierno.',
        body: `Fast Ferries es una naviera griega familiar con una larga presencia en **Rafina**. Sus ferris convencionales, como el Fast Ferries Andros y el Theologos P, atienden las Cícladas del norte todos los días del año y son una conexión esencial para los habitantes de Andros y Tinos.

### Rutas principales

- Rafina – Andros (Gavrio) – Tinos – Mykonos
- Salidas adicionales los fines de semana y en verano

### A bordo

Los barcos tienen salones con asientos, cafetería, cubiertas exteriores y garaje para coches, autocaravanas y camiones. Las mascotas se admiten en las cubiertas exteriores o en transportín, según las normas de la compañía. Al ser ferris convencionales, navegan estables con viento, algo que agradecen quienes se marean con facilidad. Los viernes y domingos de verano, reserve pronto la plaza del coche.

### Reservar con Kyma

En Kyma puede comparar las salidas de Fast Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Fast Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'fast-ferries',
        title: 'Fast Ferries : Rafina–Andros–Tinos–Mykonos',
        metaDescription:
          'Billets Fast Ferries de Rafina vers Andros, Tinos et Mykonos toute l’année. Navires, lignes, voitures et animaux.',
        summary:
          'Des car-ferries classiques reliant chaque jour Rafina à Andros, Tinos et Mykonos, hiver compris.',
        body: `Fast Ferries est une compagnie grecque familiale présente de longue date à **Rafina**. Ses car-ferries classiques, comme le Fast Ferries Andros et le Theologos P, desservent les Cyclades du nord chaque jour de l’année et constituent un lien essentiel pour les habitants d’Andros et de Tinos.

### Principales lignes

- Rafina – Andros (Gavrio) – Tinos – Mykonos
- Départs supplémentaires le week-end et en été

### À bord

Les navires disposent de salons avec sièges, d’une cafétéria, de ponts extérieurs et d’un garage pour voitures, camping-cars et camions. Les animaux sont admis sur les ponts extérieurs ou en caisse de transport, selon les règles de la compagnie. En tant que ferries classiques, ils restent stables par vent fort, ce qu’apprécient les voyageurs sensibles au mal de mer. Les vendredis et dimanches d’été, réservez tôt votre place voiture.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Fast Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Fast Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Rafina–Andros–Tinos–Mykonos',
        metaDescription:
          'Biglietti Fast Ferries da Rafina per Andros, Tinos e Mykonos tutto l’anno. Navi, rotte, auto e animali.',
        summary:
          'Traghetti convenzionali che collegano ogni giorno Rafina con Andros, Tinos e Mykonos, anche in inverno.',
        body: `Fast Ferries è una compagnia greca a conduzione familiare con una lunga presenza a **Rafina**. I suoi traghetti convenzionali, come Fast Ferries Andros e Theologos P, servono le Cicladi settentrionali ogni giorno dell’anno e sono un collegamento essenziale per gli abitanti di Andros e Tinos.

### Linee principali

- Rafina – Andros (Gavrio) – Tinos – Mykonos
- Corse aggiuntive nel fine settimana e in estate

### A bordo

Le navi hanno saloni con poltrone, caffetteria, ponti all’aperto e garage per auto, camper e camion. Gli animali sono ammessi sui ponti esterni o nel trasportino, secondo le regole della compagnia. Essendo traghetti convenzionali, restano stabili anche con il vento, cosa apprezzata da chi soffre il mal di mare. Per i venerdì e le domeniche d’estate prenota presto il posto auto.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Fast Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Fast Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'fast-ferries',
        title: 'Fast Ferries: Rafina–Andros–Tinos–Mikonos',
        metaDescription:
          'Bileta Fast Ferries nga Rafina për Andros, Tinos dhe Mikonos gjatë gjithë vitit. Anijet, linjat, makinat dhe kafshët shtëpiake.',
        summary:
          'Tragete konvencionale që lidhin çdo ditë Rafinën me Androsin, Tinosin dhe Mikonosin, edhe në dimër.',
        body: `Fast Ferries është kompani greke familjare me prani të gjatë në **Rafina**. Tragetet e saj konvencionale, si Fast Ferries Andros dhe Theologos P, shërbejnë Cikladet veriore çdo ditë të vitit dhe janë lidhje thelbësore për banorët e Androsit dhe Tinosit.

### Linjat kryesore

- Rafina – Andros (Gavrio) – Tinos – Mikonos
- Nisje shtesë në fundjavë dhe në verë

### Në bord

Anijet kanë sallone me ndenjëse, kafene, kuverta të hapura dhe garazh për makina, kamperë dhe kamionë. Kafshët shtëpiake lejohen në kuvertat e hapura ose në kafaz transporti, sipas rregullave të kompanisë. Si tragete konvencionale, qëndrojnë të qëndrueshme edhe me erë, gjë që e vlerësojnë ata që marrin lehtë të përziera. Për të premtet dhe të dielat e verës, rezervoni herët vendin për makinën.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Fast Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Fast Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'aegean-sea-lines',
    code: 'ASL',
    brandColor: '#2e8bc0',
    text: {
      el: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Λαύριο–Κέα–Κύθνος–Σύρος',
        metaDescription:
          'Εισιτήρια Aegean Sea Lines από Λαύριο για Κέα, Κύθνο και Σύρο. Δρομολόγια, διάρκεια, αυτοκίνητα και υπηρεσίες στο πλοίο.',
        summary:
          'Συμβατικά πλοία από το Λαύριο προς την Κέα, την Κύθνο και τη Σύρο, ιδανικά για σύντομες αποδράσεις από την Αθήνα.',
        body: `Η Aegean Sea Lines εξυπηρετεί κυρίως τις γραμμές από το **Λαύριο**, το λιμάνι της νοτιοανατολικής Αττικής που βρίσκεται περίπου 35 με 40 λεπτά από το αεροδρόμιο της Αθήνας. Οι συνδέσεις της είναι πολύτιμες για όσους θέλουν να φτάσουν γρήγορα στα κοντινά νησιά των Δυτικών Κυκλάδων χωρίς να περάσουν από τον Πειραιά.

### Κύριες γραμμές

- Λαύριο – Κέα (Κορησσία), περίπου μία ώρα
- Λαύριο – Κέα – Κύθνος
- Λαύριο – Κύθνος – Σύρος

### Στο πλοίο

Τα πλοία είναι συμβατικά οχηματαγωγά με κλιματιζόμενα σαλόνια, καφετέρια και ανοιχτά καταστρώματα, και μεταφέρουν αυτοκίνητα, μοτοσικλέτες και ποδήλατα. Τα κατοικίδια ταξιδεύουν σύμφωνα με τους κανόνες της εταιρείας. Η γραμμή της Κέας έχει μεγάλη κίνηση τις Παρασκευές και τις Κυριακές, γιατί πολλοί Αθηναίοι περνούν εκεί τα Σαββατοκύριακά τους· για αυτές τις μέρες κλείστε εισιτήριο από νωρίς.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Aegean Sea Lines με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Aegean Sea Lines, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Lavrio–Kea–Kythnos–Syros',
        metaDescription:
          'Aegean Sea Lines tickets from Lavrio to Kea, Kythnos and Syros. Routes, crossing times, cars and onboard services.',
        summary:
          'Conventional ferries from Lavrio to Kea, Kythnos and Syros, ideal for short breaks from Athens.',
        body: `Aegean Sea Lines mainly serves routes from **Lavrio**, the port in south-east Attica about 35 to 40 minutes from Athens airport. Its links are valuable for anyone who wants to reach the nearby Western Cyclades quickly without going through Piraeus.

### Main routes

- Lavrio – Kea (Korissia), about an hour
- Lavrio – Kea – Kythnos
- Lavrio – Kythnos – Syros

### On board

The ships are conventional car ferries with air-conditioned lounges, a café and open decks, carrying cars, motorbikes and bicycles. Pets travel under the company’s rules. The Kea route is busy on Fridays and Sundays, because many Athenians spend their weekends there; book early for those days.

### Booking with Kyma

On Kyma you can compare Aegean Sea Lines sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Aegean Sea Lines, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Lavrio–Kea–Kythnos–Syros',
        metaDescription:
          'Tickets von Aegean Sea Lines ab Lavrio nach Kea, Kythnos und Syros. Strecken, Fahrzeiten, Autos und Service an Bord.',
        summary:
          'Konventionelle Fähren ab Lavrio nach Kea, Kythnos und Syros – ideal für Kurzurlaube ab Athen.',
        body: `Aegean Sea Lines bedient vor allem Strecken ab **Lavrio**, dem Hafen im Südosten Attikas, etwa 35 bis 40 Minuten vom Athener Flughafen entfernt. Die Verbindungen sind wertvoll für alle, die die nahen Westkykladen schnell erreichen möchten, ohne über Piräus zu fahren.

### Wichtige Strecken

- Lavrio – Kea (Korissia), etwa eine Stunde
- Lavrio – Kea – Kythnos
- Lavrio – Kythnos – Syros

### An Bord

Die Schiffe sind konventionelle Autofähren mit klimatisierten Salons, Café und offenen Decks; sie befördern Pkw, Motorräder und Fahrräder. Haustiere reisen gemäß den Regeln der Reederei. Die Strecke nach Kea ist freitags und sonntags stark gefragt, weil viele Athener dort ihre Wochenenden verbringen – für diese Tage früh buchen.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Aegean Sea Lines mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Aegean Sea Lines ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Lavrio–Kea–Kythnos–Syros',
        metaDescription:
          'Billetes de Aegean Sea Lines desde Lavrio a Kea, Kythnos y Syros. Rutas, duración, coches y servicios a bordo.',
        summary:
          'Ferris convencionales desde Lavrio a Kea, Kythnos y Syros, ideales para escapadas cortas desde Atenas.',
        body: `Aegean Sea Lines atiende sobre todo rutas desde **Lavrio**, el puerto del sureste del Ática situado a unos 35-40 minutos del aeropuerto de Atenas. Sus conexiones son muy útiles para llegar rápido a las cercanas Cícladas occidentales sin pasar por El Pireo.

### Rutas principales

- Lavrio – Kea (Korissia), alrededor de una hora
- Lavrio – Kea – Kythnos
- Lavrio – Kythnos – Syros

### A bordo

Los barcos son ferris convencionales con salones climatizados, cafetería y cubiertas exteriores, y transportan coches, motos y bicicletas. Las mascotas viajan según las normas de la compañía. La ruta de Kea tiene mucha demanda los viernes y domingos, porque muchos atenienses pasan allí el fin de semana; para esos días, reserve con antelación.

### Reservar con Kyma

En Kyma puede comparar las salidas de Aegean Sea Lines con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Aegean Sea Lines, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines : Lavrio–Kéa–Kythnos–Syros',
        metaDescription:
          'Billets Aegean Sea Lines de Lavrio vers Kéa, Kythnos et Syros. Lignes, durées, voitures et services à bord.',
        summary:
          'Des ferries classiques de Lavrio vers Kéa, Kythnos et Syros, parfaits pour de courts séjours depuis Athènes.',
        body: `Aegean Sea Lines dessert principalement des lignes au départ de **Lavrio**, le port du sud-est de l’Attique situé à 35-40 minutes de l’aéroport d’Athènes. Ses liaisons sont précieuses pour rejoindre rapidement les Cyclades de l’Ouest toutes proches sans passer par Le Pirée.

### Principales lignes

- Lavrio – Kéa (Korissia), environ une heure
- Lavrio – Kéa – Kythnos
- Lavrio – Kythnos – Syros

### À bord

Les navires sont des car-ferries classiques avec salons climatisés, cafétéria et ponts extérieurs ; ils embarquent voitures, motos et vélos. Les animaux voyagent selon les règles de la compagnie. La ligne de Kéa est très demandée le vendredi et le dimanche, car de nombreux Athéniens y passent le week-end : réservez tôt pour ces jours-là.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Aegean Sea Lines avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Aegean Sea Lines, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Lavrio–Kea–Kythnos–Syros',
        metaDescription:
          'Biglietti Aegean Sea Lines da Lavrio per Kea, Kythnos e Syros. Rotte, durata, auto e servizi a bordo.',
        summary:
          'Traghetti convenzionali da Lavrio per Kea, Kythnos e Syros, ideali per brevi fughe da Atene.',
        body: `Aegean Sea Lines serve soprattutto le linee da **Lavrio**, il porto dell’Attica sud-orientale a circa 35-40 minuti dall’aeroporto di Atene. I suoi collegamenti sono preziosi per chi vuole raggiungere in fretta le vicine Cicladi occidentali senza passare dal Pireo.

### Linee principali

- Lavrio – Kea (Korissia), circa un’ora
- Lavrio – Kea – Kythnos
- Lavrio – Kythnos – Syros

### A bordo

Le navi sono traghetti convenzionali con saloni climatizzati, caffetteria e ponti all’aperto, e trasportano auto, moto e biciclette. Gli animali viaggiano secondo le regole della compagnia. La linea per Kea è molto richiesta il venerdì e la domenica, perché molti ateniesi vi trascorrono il fine settimana: per quei giorni prenota presto.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Aegean Sea Lines con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Aegean Sea Lines, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'aegean-sea-lines',
        title: 'Aegean Sea Lines: Lavrio–Kea–Kithnos–Siros',
        metaDescription:
          'Bileta Aegean Sea Lines nga Lavrio për Kea, Kithnos dhe Siros. Linjat, kohëzgjatja, makinat dhe shërbimet në bord.',
        summary:
          'Tragete konvencionale nga Lavrio për Kea, Kithnos dhe Siros, ideale për pushime të shkurtra nga Athina.',
        body: `Aegean Sea Lines shërben kryesisht linjat nga **Lavrio**, porti në juglindje të Atikës, rreth 35 deri në 40 minuta nga aeroporti i Athinës. Lidhjet e saj janë shumë të vlefshme për ata që duan të arrijnë shpejt në Cikladet Perëndimore të afërta pa kaluar nga Pireu.

### Linjat kryesore

- Lavrio – Kea (Korisia), rreth një orë
- Lavrio – Kea – Kithnos
- Lavrio – Kithnos – Siros

### Në bord

Anijet janë tragete konvencionale me sallone me kondicioner, kafene dhe kuverta të hapura, dhe marrin makina, motoçikleta dhe biçikleta. Kafshët shtëpiake udhëtojnë sipas rregullave të kompanisë. Linja për Kea është shumë e kërkuar të premteve dhe të dielave, sepse shumë athinas e kalojnë fundjavën atje; për ato ditë rezervoni herët.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Aegean Sea Lines me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Aegean Sea Lines, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'zante-ferries',
    code: 'ZF',
    brandColor: '#e4572e',
    text: {
      el: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: Πειραιάς–Δυτικές Κυκλάδες',
        metaDescription:
          'Εισιτήρια Zante Ferries από Πειραιά για Κύθνο, Σέριφο, Σίφνο, Μήλο, Κίμωλο, Φολέγανδρο, Σίκινο, Ίο, Σαντορίνη και Θηρασιά.',
        summary:
          'Συμβατικά πλοία όλο τον χρόνο από τον Πειραιά σε όλη την αλυσίδα των Δυτικών Κυκλάδων ως τη Σαντορίνη και τη Θηρασιά.',
        body: `Η Zante Ferries ξεκίνησε στη γραμμή της Ζακύνθου, απ’ όπου πήρε και το όνομά της («Zante» είναι η ενετική ονομασία του νησιού), και σήμερα είναι γνωστή κυρίως για τη σύνδεση του Πειραιά με τις **Δυτικές Κυκλάδες**. Τα πλοία της, όπως τα Αδαμάντιος Κοραής και Διονύσιος Σολωμός, εκτελούν δρομολόγια όλο τον χρόνο και είναι συχνά η μοναδική σύνδεση των μικρότερων νησιών τον χειμώνα.

### Κύριες γραμμές

- Πειραιάς – Κύθνος – Σέριφος – Σίφνος – Μήλος – Κίμωλος
- Συνέχεια προς Φολέγανδρο, Σίκινο, Ίο, Σαντορίνη και Θηρασιά
- Ενδιάμεσες συνδέσεις μεταξύ των νησιών της αλυσίδας

### Στο πλοίο

Τα πλοία είναι συμβατικά οχηματαγωγά με σαλόνια, αεροπορικά καθίσματα, καφετέρια-μπαρ και καμπίνες σε ορισμένα δρομολόγια. Μεταφέρουν αυτοκίνητα, μοτοσικλέτες και φορτηγά, και δέχονται κατοικίδια σύμφωνα με τους κανόνες της εταιρείας. Επειδή σταματούν σε πολλά νησιά, τα ταξίδια είναι μεγαλύτερα από των ταχυπλόων, αλλά συνήθως πιο οικονομικά και λιγότερο ευαίσθητα στον αέρα.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Zante Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Zante Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: Piraeus–Western Cyclades',
        metaDescription:
          'Zante Ferries tickets from Piraeus to Kythnos, Serifos, Sifnos, Milos, Kimolos, Folegandros, Sikinos, Ios, Santorini and Thirasia.',
        summary:
          'Year-round conventional ferries from Piraeus along the whole Western Cyclades chain to Santorini and Thirasia.',
        body: `Zante Ferries began on the Zakynthos route, which gave it its name (“Zante” is the island’s Venetian name), and today it is best known for linking Piraeus with the **Western Cyclades**. Its ships, such as Adamantios Korais and Dionisios Solomos, sail all year round and are often the only connection for the smaller islands in winter.

### Main routes

- Piraeus – Kythnos – Serifos – Sifnos – Milos – Kimolos
- Onwards to Folegandros, Sikinos, Ios, Santorini and Thirasia
- Inter-island links along the chain

### On board

The ships are conventional car ferries with lounges, aircraft-type seats, a café-bar and cabins on some sailings. They carry cars, motorbikes and lorries and accept pets under the company’s rules. Because they call at many islands, journeys are longer than on fast craft, but usually cheaper and less affected by wind.

### Booking with Kyma

On Kyma you can compare Zante Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Zante Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: Piräus–Westkykladen',
        metaDescription:
          'Tickets von Zante Ferries ab Piräus nach Kythnos, Serifos, Sifnos, Milos, Kimolos, Folegandros, Sikinos, Ios, Santorini und Thirasia.',
        summary:
          'Ganzjährige konventionelle Fähren ab Piräus entlang der ganzen Westkykladen bis Santorini und Thirasia.',
        body: `Zante Ferries begann auf der Strecke nach Zakynthos, daher der Name („Zante“ ist der venezianische Name der Insel), und ist heute vor allem für die Verbindung von Piräus mit den **Westkykladen** bekannt. Ihre Schiffe wie die Adamantios Korais und die Dionisios Solomos fahren das ganze Jahr und sind im Winter oft die einzige Verbindung der kleineren Inseln.

### Wichtige Strecken

- Piräus – Kythnos – Serifos – Sifnos – Milos – Kimolos
- Weiter nach Folegandros, Sikinos, Ios, Santorini und Thirasia
- Verbindungen zwischen den Inseln der Kette

### An Bord

Die Schiffe sind konventionelle Autofähren mit Salons, Flugzeugsitzen, einer Café-Bar und auf manchen Fahrten Kabinen. Sie befördern Pkw, Motorräder und Lkw und nehmen Haustiere nach den Regeln der Reederei mit. Da sie viele Inseln anlaufen, dauern die Fahrten länger als mit Schnellbooten, sind aber meist günstiger und weniger windanfällig.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Zante Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Zante Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: El Pireo–Cícladas occidentales',
        metaDescription:
          'Billetes de Zante Ferries desde El Pireo a Kythnos, Serifos, Sifnos, Milos, Kimolos, Folegandros, Sikinos, Ios, Santorini y Thirasia.',
        summary:
          'Ferris convencionales todo el año desde El Pireo por toda la cadena de las Cícladas occidentales hasta Santorini y Thirasia.',
        body: `Zante Ferries nació en la ruta de Zante, de donde toma su nombre («Zante» es el nombre veneciano de la isla), y hoy es conocida sobre todo por unir El Pireo con las **Cícladas occidentales**. Sus barcos, como el Adamantios Korais y el Dionisios Solomos, navegan todo el año y en invierno son a menudo la única conexión de las islas más pequeñas.

### Rutas principales

- El Pireo – Kythnos – Serifos – Sifnos – Milos – Kimolos
- Continuación a Folegandros, Sikinos, Ios, Santorini y Thirasia
- Conexiones entre las islas de la cadena

### A bordo

Los barcos son ferris convencionales con salones, asientos tipo avión, cafetería-bar y camarotes en algunas salidas. Transportan coches, motos y camiones y admiten mascotas según las normas de la compañía. Como hacen escala en muchas islas, los trayectos son más largos que en los rápidos, pero suelen ser más económicos y se ven menos afectados por el viento.

### Reservar con Kyma

En Kyma puede comparar las salidas de Zante Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Zante Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'zante-ferries',
        title: 'Zante Ferries : Le Pirée–Cyclades de l’Ouest',
        metaDescription:
          'Billets Zante Ferries du Pirée vers Kythnos, Sérifos, Sifnos, Milos, Kimolos, Folégandros, Sikinos, Ios, Santorin et Thirassia.',
        summary:
          'Des ferries classiques toute l’année du Pirée le long des Cyclades de l’Ouest jusqu’à Santorin et Thirassia.',
        body: `Zante Ferries a débuté sur la ligne de Zante, d’où son nom (« Zante » est le nom vénitien de l’île), et elle est aujourd’hui connue surtout pour relier Le Pirée aux **Cyclades de l’Ouest**. Ses navires, comme l’Adamantios Korais et le Dionisios Solomos, naviguent toute l’année et sont souvent le seul lien des petites îles en hiver.

### Principales lignes

- Le Pirée – Kythnos – Sérifos – Sifnos – Milos – Kimolos
- Prolongement vers Folégandros, Sikinos, Ios, Santorin et Thirassia
- Liaisons entre les îles de la chaîne

### À bord

Les navires sont des car-ferries classiques avec salons, fauteuils de type avion, café-bar et cabines sur certaines traversées. Ils embarquent voitures, motos et camions et acceptent les animaux selon les règles de la compagnie. Comme ils desservent de nombreuses îles, les trajets sont plus longs qu’en navire rapide, mais souvent moins chers et moins sensibles au vent.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Zante Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Zante Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: Pireo–Cicladi occidentali',
        metaDescription:
          'Biglietti Zante Ferries dal Pireo per Kythnos, Serifos, Sifnos, Milos, Kimolos, Folegandros, Sikinos, Ios, Santorini e Thirasia.',
        summary:
          'Traghetti convenzionali tutto l’anno dal Pireo lungo l’intera catena delle Cicladi occidentali fino a Santorini e Thirasia.',
        body: `Zante Ferries è nata sulla linea di Zante, da cui prende il nome («Zante» è il nome veneziano dell’isola), e oggi è nota soprattutto per collegare il Pireo con le **Cicladi occidentali**. Le sue navi, come Adamantios Korais e Dionisios Solomos, viaggiano tutto l’anno e in inverno sono spesso l’unico collegamento delle isole più piccole.

### Linee principali

- Pireo – Kythnos – Serifos – Sifnos – Milos – Kimolos
- Prosecuzione per Folegandros, Sikinos, Ios, Santorini e Thirasia
- Collegamenti tra le isole della catena

### A bordo

Le navi sono traghetti convenzionali con saloni, poltrone tipo aereo, caffetteria-bar e cabine su alcune corse. Trasportano auto, moto e camion e accettano animali secondo le regole della compagnia. Facendo scalo in molte isole, i viaggi sono più lunghi che con i veloci, ma di solito più economici e meno sensibili al vento.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Zante Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Zante Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'zante-ferries',
        title: 'Zante Ferries: Pire–Cikladet Perëndimore',
        metaDescription:
          'Bileta Zante Ferries nga Pireu për Kithnos, Serifos, Sifnos, Milos, Kimolos, Folegandros, Sikinos, Ios, Santorini dhe Thirasia.',
        summary:
          'Tragete konvencionale gjatë gjithë vitit nga Pireu përgjatë gjithë zinxhirit të Cikladeve Perëndimore deri në Santorini dhe Thirasia.',
        body: `Zante Ferries filloi në linjën e Zakintit, prej nga mori edhe emrin («Zante» është emri venecian i ishullit), dhe sot njihet sidomos për lidhjen e Pireut me **Cikladet Perëndimore**. Anijet e saj, si Adamantios Korais dhe Dionisios Solomos, lundrojnë gjatë gjithë vitit dhe në dimër janë shpesh lidhja e vetme e ishujve më të vegjël.

### Linjat kryesore

- Pire – Kithnos – Serifos – Sifnos – Milos – Kimolos
- Vazhdim për në Folegandros, Sikinos, Ios, Santorini dhe Thirasia
- Lidhje mes ishujve të zinxhirit

### Në bord

Anijet janë tragete konvencionale me sallone, ndenjëse si në avion, kafe-bar dhe kabina në disa udhëtime. Marrin makina, motoçikleta dhe kamionë dhe pranojnë kafshë shtëpiake sipas rregullave të kompanisë. Meqë ndalojnë në shumë ishuj, udhëtimet janë më të gjata se me mjetet e shpejta, por zakonisht më të lira dhe më pak të ndikuara nga era.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Zante Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Zante Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
];
