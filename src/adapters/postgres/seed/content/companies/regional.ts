import type { SeedCompany } from '../types.ts';

export const COMPANIES_D: SeedCompany[] = [
  {
    key: 'levante-ferries',
    code: 'LEV',
    brandColor: '#00a3a1',
    text: {
      el: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Κυλλήνη–Ζάκυνθος και Ιόνιο',
        metaDescription:
          'Εισιτήρια Levante Ferries Κυλλήνη–Ζάκυνθος και συνδέσεις στο Ιόνιο. Δρομολόγια όλο τον χρόνο, αυτοκίνητα, κατοικίδια και υπηρεσίες.',
        summary:
          'Οχηματαγωγά στη γραμμή Κυλλήνη–Ζάκυνθος πολλές φορές την ημέρα, και εποχικές συνδέσεις μεταξύ των νησιών του Ιονίου.',
        body: `Η Levante Ferries είναι ακτοπλοϊκή εταιρεία του Ιονίου, με κύρια δραστηριότητα τη γραμμή **Κυλλήνη–Ζάκυνθος**, μία από τις πιο πολυσύχναστες ακτοπλοϊκές γραμμές της δυτικής Ελλάδας. Το όνομά της θυμίζει την ενετική ονομασία της Ζακύνθου, «Fiore di Levante». Τα πλοία της εκτελούν δρομολόγια όλο τον χρόνο, με πυκνό πρόγραμμα το καλοκαίρι.

### Κύριες γραμμές

- Κυλλήνη – Ζάκυνθος, διάρκεια περίπου 1 ώρα με 1 ώρα και 15 λεπτά
- Εποχικές συνδέσεις μεταξύ Ζακύνθου, Κεφαλονιάς και άλλων νησιών του Ιονίου

### Στο πλοίο

Τα οχηματαγωγά διαθέτουν κλιματιζόμενα σαλόνια, καφετέρια-μπαρ και ανοιχτά καταστρώματα, ιδανικά για τη σύντομη διαδρομή. Μεταφέρουν αυτοκίνητα, τροχόσπιτα, λεωφορεία και φορτηγά, και δέχονται κατοικίδια στους ανοιχτούς χώρους σύμφωνα με τους κανόνες της εταιρείας. Τα λεωφορεία του ΚΤΕΛ από την Αθήνα για τη Ζάκυνθο ταξιδεύουν επίσης με τα πλοία της γραμμής.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Levante Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Levante Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Kyllini–Zakynthos and the Ionian',
        metaDescription:
          'Levante Ferries tickets Kyllini–Zakynthos and Ionian island links. Year-round sailings, cars, pets and onboard services.',
        summary:
          'Car ferries on the Kyllini–Zakynthos route several times a day, and seasonal links between the Ionian islands.',
        body: `Levante Ferries is an Ionian ferry company whose main route is **Kyllini–Zakynthos**, one of the busiest crossings in western Greece. Its name recalls the Venetian name for Zakynthos, “Fiore di Levante”. The ships sail all year round, with a dense timetable in summer.

### Main routes

- Kyllini – Zakynthos, taking about 1 hour to 1 hour 15 minutes
- Seasonal links between Zakynthos, Kefalonia and other Ionian islands

### On board

The car ferries have air-conditioned lounges, a café-bar and open decks, ideal for the short crossing. They carry cars, campers, coaches and lorries, and accept pets on the open decks under the company’s rules. KTEL coaches from Athens to Zakynthos also travel on the ferries of this route.

### Booking with Kyma

On Kyma you can compare Levante Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Levante Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Kyllini–Zakynthos und das Ionische Meer',
        metaDescription:
          'Tickets von Levante Ferries Kyllini–Zakynthos und Verbindungen im Ionischen Meer. Ganzjährige Fahrten, Autos, Haustiere, Service.',
        summary:
          'Autofähren auf der Strecke Kyllini–Zakynthos mehrmals täglich sowie saisonale Verbindungen zwischen den Ionischen Inseln.',
        body: `Levante Ferries ist eine Reederei des Ionischen Meeres, deren Hauptstrecke **Kyllini–Zakynthos** zu den meistbefahrenen Überfahrten Westgriechenlands gehört. Der Name erinnert an die venezianische Bezeichnung für Zakynthos, „Fiore di Levante“. Die Schiffe fahren ganzjährig, im Sommer mit dichtem Fahrplan.

### Wichtige Strecken

- Kyllini – Zakynthos, Fahrzeit etwa 1 Stunde bis 1 Stunde 15 Minuten
- Saisonale Verbindungen zwischen Zakynthos, Kefalonia und weiteren Ionischen Inseln

### An Bord

Die Autofähren bieten klimatisierte Salons, eine Café-Bar und offene Decks – ideal für die kurze Überfahrt. Sie befördern Pkw, Wohnmobile, Reisebusse und Lkw und nehmen Haustiere nach den Regeln der Reederei auf den Außendecks mit. Auch die KTEL-Busse von Athen nach Zakynthos fahren mit den Fähren dieser Linie.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Levante Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Levante Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Kyllini–Zante y el Jónico',
        metaDescription:
          'Billetes de Levante Ferries Kyllini–Zante y conexiones entre islas del Jónico. Salidas todo el año, coches, mascotas y servicios.',
        summary:
          'Ferris de coches en la ruta Kyllini–Zante varias veces al día, y conexiones de temporada entre las islas jónicas.',
        body: `Levante Ferries es una naviera del mar Jónico cuya ruta principal, **Kyllini–Zante**, es una de las travesías con más tráfico del oeste de Grecia. Su nombre recuerda el apelativo veneciano de Zante, «Fiore di Levante». Los barcos navegan todo el año, con un horario muy denso en verano.

### Rutas principales

- Kyllini – Zante, de 1 hora a 1 hora y 15 minutos
- Conexiones de temporada entre Zante, Cefalonia y otras islas jónicas

### A bordo

Los ferris tienen salones climatizados, cafetería-bar y cubiertas exteriores, ideales para la travesía corta. Transportan coches, autocaravanas, autocares y camiones, y admiten mascotas en las cubiertas exteriores según las normas de la compañía. Los autobuses KTEL de Atenas a Zante también viajan en los barcos de esta ruta.

### Reservar con Kyma

En Kyma puede comparar las salidas de Levante Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Levante Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'levante-ferries',
        title: 'Levante Ferries : Kyllini–Zante et la mer Ionienne',
        metaDescription:
          'Billets Levante Ferries Kyllini–Zante et liaisons entre îles ioniennes. Traversées toute l’année, voitures, animaux et services.',
        summary:
          'Des car-ferries sur la ligne Kyllini–Zante plusieurs fois par jour, et des liaisons saisonnières entre les îles ioniennes.',
        body: `Levante Ferries est une compagnie de la mer Ionienne dont la ligne principale, **Kyllini–Zante**, est l’une des traversées les plus fréquentées de l’ouest de la Grèce. Son nom rappelle le surnom vénitien de Zante, « Fiore di Levante ». Les navires circulent toute l’année, avec des horaires très denses en été.

### Principales lignes

- Kyllini – Zante, en 1 h à 1 h 15 environ
- Liaisons saisonnières entre Zante, Céphalonie et d’autres îles ioniennes

### À bord

Les car-ferries offrent des salons climatisés, un café-bar et des ponts extérieurs, parfaits pour la courte traversée. Ils embarquent voitures, camping-cars, autocars et camions, et acceptent les animaux sur les ponts extérieurs selon les règles de la compagnie. Les cars KTEL Athènes–Zante voyagent aussi à bord des ferries de cette ligne.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Levante Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Levante Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Kyllini–Zante e lo Ionio',
        metaDescription:
          'Biglietti Levante Ferries Kyllini–Zante e collegamenti tra le isole ioniche. Corse tutto l’anno, auto, animali e servizi.',
        summary:
          'Traghetti sulla linea Kyllini–Zante più volte al giorno e collegamenti stagionali tra le isole ioniche.',
        body: `Levante Ferries è una compagnia dello Ionio la cui linea principale, **Kyllini–Zante**, è una delle traversate più trafficate della Grecia occidentale. Il nome richiama l’appellativo veneziano di Zante, «Fiore di Levante». Le navi viaggiano tutto l’anno, con un orario molto fitto in estate.

### Linee principali

- Kyllini – Zante, in circa 1 ora-1 ora e 15 minuti
- Collegamenti stagionali tra Zante, Cefalonia e altre isole ioniche

### A bordo

I traghetti hanno saloni climatizzati, caffetteria-bar e ponti all’aperto, ideali per la breve traversata. Trasportano auto, camper, pullman e camion e accettano animali sui ponti esterni secondo le regole della compagnia. Anche gli autobus KTEL da Atene a Zante viaggiano sui traghetti di questa linea.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Levante Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Levante Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'levante-ferries',
        title: 'Levante Ferries: Kilini–Zakint dhe Joni',
        metaDescription:
          'Bileta Levante Ferries Kilini–Zakint dhe lidhje mes ishujve të Jonit. Udhëtime gjatë gjithë vitit, makina, kafshë dhe shërbime.',
        summary:
          'Tragete në linjën Kilini–Zakint disa herë në ditë dhe lidhje sezonale mes ishujve të Jonit.',
        body: `Levante Ferries është kompani e Detit Jon, linja kryesore e së cilës, **Kilini–Zakint**, është një nga kalimet më të ngarkuara në Greqinë perëndimore. Emri i saj kujton emërtimin venecian të Zakintit, «Fiore di Levante». Anijet lundrojnë gjatë gjithë vitit, me orar të dendur në verë.

### Linjat kryesore

- Kilini – Zakint, rreth 1 orë deri në 1 orë e 15 minuta
- Lidhje sezonale mes Zakintit, Qefalonisë dhe ishujve të tjerë të Jonit

### Në bord

Tragetet kanë sallone me kondicioner, kafe-bar dhe kuverta të hapura, ideale për udhëtimin e shkurtër. Marrin makina, kamperë, autobusë dhe kamionë, dhe pranojnë kafshë shtëpiake në kuvertat e hapura sipas rregullave të kompanisë. Edhe autobusët KTEL nga Athina për në Zakint udhëtojnë me tragetet e kësaj linje.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Levante Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Levante Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'anes-ferries',
    code: 'ANES',
    brandColor: '#1f4e8c',
    text: {
      el: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Σύμη, Ρόδος και Σποράδες',
        metaDescription:
          'Εισιτήρια ANES Ferries για Σύμη από Ρόδο και για Σκιάθο, Σκόπελο και Αλόννησο από Άγιο Κωνσταντίνο. Δρομολόγια και υπηρεσίες.',
        summary:
          'Εταιρεία με ρίζες στη Σύμη, που συνδέει τη Ρόδο με τη Σύμη και τον Άγιο Κωνσταντίνο με τις Σποράδες.',
        body: `Η ANES (Ανώνυμη Ναυτιλιακή Εταιρεία Σύμης) ιδρύθηκε από κατοίκους της **Σύμης** για να εξασφαλίσουν τη σύνδεση του νησιού τους με τη Ρόδο, και παραμένει στενά δεμένη με τη Δωδεκάνησο. Τα τελευταία χρόνια έχει επεκταθεί και στις **Σποράδες**, με δρομολόγια από τον Άγιο Κωνσταντίνο.

### Κύριες γραμμές

- Ρόδος – Σύμη, με στάση στη μονή του Πανορμίτη σε ορισμένα δρομολόγια
- Άγιος Κωνσταντίνος – Σκιάθος – Σκόπελος – Αλόννησος
- Εποχικές συνδέσεις στα μικρότερα νησιά της Δωδεκανήσου

### Στο πλοίο

Ο στόλος περιλαμβάνει μικρά συμβατικά οχηματαγωγά και ταχύπλοα σκάφη, με κλιματιζόμενα σαλόνια, μπαρ και ανοιχτά καταστρώματα. Τα οχηματαγωγά μεταφέρουν αυτοκίνητα και μοτοσικλέτες. Τα κατοικίδια ταξιδεύουν σύμφωνα με τους κανόνες της εταιρείας. Το πρωινό πλοίο Ρόδος–Σύμη είναι δημοφιλές για ημερήσιες εκδρομές, οπότε το καλοκαίρι καλό είναι να κλείσετε θέση από πριν.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της ANES Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της ANES Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Symi, Rhodes and the Sporades',
        metaDescription:
          'ANES Ferries tickets to Symi from Rhodes and to Skiathos, Skopelos and Alonissos from Agios Konstantinos. Routes and services.',
        summary:
          'A company with roots on Symi, linking Rhodes with Symi and Agios Konstantinos with the Sporades.',
        body: `ANES (the Anonymous Shipping Company of Symi) was founded by people from **Symi** to secure their island’s link with Rhodes, and it remains closely tied to the Dodecanese. In recent years it has also expanded to the **Sporades**, with sailings from Agios Konstantinos.

### Main routes

- Rhodes – Symi, calling at the monastery of Panormitis on some sailings
- Agios Konstantinos – Skiathos – Skopelos – Alonissos
- Seasonal links to the smaller Dodecanese islands

### On board

The fleet includes small conventional car ferries and fast craft, with air-conditioned lounges, a bar and open decks. The car ferries carry cars and motorbikes. Pets travel under the company’s rules. The morning Rhodes–Symi boat is popular for day trips, so in summer it is wise to book ahead.

### Booking with Kyma

On Kyma you can compare ANES Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of ANES Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Symi, Rhodos und die Sporaden',
        metaDescription:
          'Tickets von ANES Ferries nach Symi ab Rhodos und nach Skiathos, Skopelos und Alonissos ab Agios Konstantinos. Strecken und Service.',
        summary:
          'Eine Reederei mit Wurzeln auf Symi, die Rhodos mit Symi und Agios Konstantinos mit den Sporaden verbindet.',
        body: `ANES (Anonyme Schifffahrtsgesellschaft von Symi) wurde von Bewohnern **Symis** gegründet, um die Verbindung ihrer Insel mit Rhodos zu sichern, und ist bis heute eng mit dem Dodekanes verbunden. In den letzten Jahren hat sie sich auch auf die **Sporaden** ausgedehnt, mit Abfahrten ab Agios Konstantinos.

### Wichtige Strecken

- Rhodos – Symi, auf manchen Fahrten mit Halt am Kloster Panormitis
- Agios Konstantinos – Skiathos – Skopelos – Alonissos
- Saisonale Verbindungen zu den kleineren Dodekanes-Inseln

### An Bord

Zur Flotte gehören kleine konventionelle Autofähren und Schnellboote mit klimatisierten Salons, Bar und offenen Decks. Die Autofähren befördern Pkw und Motorräder. Haustiere reisen gemäß den Regeln der Reederei. Das Morgenschiff Rhodos–Symi ist für Tagesausflüge beliebt; im Sommer empfiehlt sich eine Reservierung.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von ANES Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von ANES Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Symi, Rodas y las Espóradas',
        metaDescription:
          'Billetes de ANES Ferries a Symi desde Rodas y a Skiathos, Skopelos y Alonissos desde Agios Konstantinos. Rutas y servicios.',
        summary:
          'Una naviera con raíces en Symi que une Rodas con Symi y Agios Konstantinos con las Espóradas.',
        body: `ANES (Sociedad Anónima Naviera de Symi) fue fundada por vecinos de **Symi** para garantizar la conexión de su isla con Rodas, y sigue muy ligada al Dodecaneso. En los últimos años se ha extendido también a las **Espóradas**, con salidas desde Agios Konstantinos.

### Rutas principales

- Rodas – Symi, con escala en el monasterio de Panormitis en algunas salidas
- Agios Konstantinos – Skiathos – Skopelos – Alonissos
- Conexiones de temporada con las islas menores del Dodecaneso

### A bordo

La flota incluye pequeños ferris convencionales y barcos rápidos, con salones climatizados, bar y cubiertas exteriores. Los ferris transportan coches y motos. Las mascotas viajan según las normas de la compañía. El barco de la mañana Rodas–Symi es muy solicitado para excursiones de un día, así que en verano conviene reservar.

### Reservar con Kyma

En Kyma puede comparar las salidas de ANES Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de ANES Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'anes-ferries',
        title: 'ANES Ferries : Symi, Rhodes et les Sporades',
        metaDescription:
          'Billets ANES Ferries pour Symi depuis Rhodes et pour Skiathos, Skopelos et Alonissos depuis Agios Konstantinos. Lignes et services.',
        summary: 'Une compagnie née à Symi, qui relie Rhodes à Symi et Agios Konstantinos aux Sporades.',
        body: `ANES (Société anonyme de navigation de Symi) a été fondée par des habitants de **Symi** pour garantir la liaison de leur île avec Rhodes, et reste très attachée au Dodécanèse. Ces dernières années, elle s’est aussi étendue aux **Sporades**, avec des départs d’Agios Konstantinos.

### Principales lignes

- Rhodes – Symi, avec escale au monastère de Panormitis sur certaines traversées
- Agios Konstantinos – Skiathos – Skopelos – Alonissos
- Liaisons saisonnières vers les petites îles du Dodécanèse

### À bord

La flotte comprend de petits car-ferries classiques et des navires rapides, avec salons climatisés, bar et ponts extérieurs. Les car-ferries embarquent voitures et motos. Les animaux voyagent selon les règles de la compagnie. Le bateau du matin Rhodes–Symi est prisé pour les excursions à la journée : en été, mieux vaut réserver.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de ANES Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de ANES Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Symi, Rodi e le Sporadi',
        metaDescription:
          'Biglietti ANES Ferries per Symi da Rodi e per Skiathos, Skopelos e Alonissos da Agios Konstantinos. Rotte e servizi.',
        summary: 'Una compagnia nata a Symi, che collega Rodi con Symi e Agios Konstantinos con le Sporadi.',
        body: `ANES (Società Anonima di Navigazione di Symi) è stata fondata dagli abitanti di **Symi** per garantire il collegamento della loro isola con Rodi, e resta molto legata al Dodecaneso. Negli ultimi anni si è estesa anche alle **Sporadi**, con partenze da Agios Konstantinos.

### Linee principali

- Rodi – Symi, con scalo al monastero di Panormitis su alcune corse
- Agios Konstantinos – Skiathos – Skopelos – Alonissos
- Collegamenti stagionali con le isole minori del Dodecaneso

### A bordo

La flotta comprende piccoli traghetti convenzionali e mezzi veloci, con saloni climatizzati, bar e ponti all’aperto. I traghetti trasportano auto e moto. Gli animali viaggiano secondo le regole della compagnia. La corsa del mattino Rodi–Symi è molto richiesta per le gite in giornata, quindi d’estate conviene prenotare.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di ANES Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di ANES Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'anes-ferries',
        title: 'ANES Ferries: Simi, Rodos dhe Sporadet',
        metaDescription:
          'Bileta ANES Ferries për Simi nga Rodosi dhe për Skiathos, Skopelos dhe Alonisos nga Agios Konstandinos. Linjat dhe shërbimet.',
        summary: 'Kompani me rrënjë në Simi, që lidh Rodosin me Simin dhe Agios Konstandinosin me Sporadet.',
        body: `ANES (Shoqëria Anonime Detare e Simit) u themelua nga banorë të **Simit** për të siguruar lidhjen e ishullit të tyre me Rodosin, dhe mbetet e lidhur ngushtë me Dodekanezin. Vitet e fundit është zgjeruar edhe në **Sporade**, me nisje nga Agios Konstandinos.

### Linjat kryesore

- Rodos – Simi, me ndalesë te manastiri i Panormitit në disa udhëtime
- Agios Konstandinos – Skiathos – Skopelos – Alonisos
- Lidhje sezonale me ishujt më të vegjël të Dodekanezit

### Në bord

Flota përfshin tragete të vogla konvencionale dhe mjete të shpejta, me sallone me kondicioner, bar dhe kuverta të hapura. Tragetet marrin makina dhe motoçikleta. Kafshët shtëpiake udhëtojnë sipas rregullave të kompanisë. Anija e mëngjesit Rodos–Simi është e kërkuar për ekskursione njëditore, ndaj në verë është mirë të rezervoni paraprakisht.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e ANES Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të ANES Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'dodekanisos-seaways',
    code: 'DS',
    brandColor: '#0096d6',
    text: {
      el: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: καταμαράν στα Δωδεκάνησα',
        metaDescription:
          'Εισιτήρια Dodekanisos Seaways από Ρόδο για Σύμη, Τήλο, Νίσυρο, Κω, Κάλυμνο, Λέρο, Λειψούς και Πάτμο. Δρομολόγια και υπηρεσίες.',
        summary:
          'Ταχύπλοα καταμαράν με έδρα τη Ρόδο, που συνδέουν όλη την αλυσίδα της Δωδεκανήσου ως την Πάτμο.',
        body: `Η Dodekanisos Seaways έχει έδρα τη **Ρόδο** και ειδικεύεται στα ταχύπλοα καταμαράν, όπως τα Dodekanisos Express και Dodekanisos Pride, που κινούνται καθημερινά στο εσωτερικό της Δωδεκανήσου. Οι συνδέσεις της κάνουν εύκολο το island hopping από νησί σε νησί χωρίς επιστροφή στον Πειραιά.

### Κύριες γραμμές

- Ρόδος – Σύμη – Τήλος – Νίσυρος – Κως
- Κως – Κάλυμνος – Λέρος – Λειψοί – Πάτμος – Αγαθονήσι
- Εποχικές συνδέσεις με Καστελλόριζο και Χάλκη

### Στο πλοίο

Τα καταμαράν έχουν κλιματιζόμενα σαλόνια με αριθμημένες θέσεις, μπαρ με καφέ και σνακ, και περιορισμένο χώρο για αποσκευές. Δεν μεταφέρουν αυτοκίνητα, αλλά ορισμένα δρομολόγια δέχονται ποδήλατα. Τα κατοικίδια γίνονται δεκτά σε κλουβί μεταφοράς, σύμφωνα με τους κανόνες της εταιρείας. Με ισχυρό αέρα, τα δρομολόγια μπορεί να τροποποιηθούν· ελέγχετε τις ανακοινώσεις την ημέρα του ταξιδιού.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Dodekanisos Seaways με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Dodekanisos Seaways, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: catamarans in the Dodecanese',
        metaDescription:
          'Dodekanisos Seaways tickets from Rhodes to Symi, Tilos, Nisyros, Kos, Kalymnos, Leros, Lipsi and Patmos. Routes and services.',
        summary: 'Rhodes-based high-speed catamarans linking the whole Dodecanese chain up to Patmos.',
        body: `Dodekanisos Seaways is based on **Rhodes** and specialises in high-speed catamarans, such as Dodekanisos Express and Dodekanisos Pride, which run daily within the Dodecanese. Its connections make it easy to hop from island to island without returning to Piraeus.

### Main routes

- Rhodes – Symi – Tilos – Nisyros – Kos
- Kos – Kalymnos – Leros – Lipsi – Patmos – Agathonisi
- Seasonal links to Kastellorizo and Halki

### On board

The catamarans have air-conditioned lounges with numbered seats, a bar with coffee and snacks, and limited luggage space. They do not carry cars, but some sailings accept bicycles. Pets are accepted in a carrier, in line with the company’s rules. In strong winds, sailings may be changed; check announcements on the day of travel.

### Booking with Kyma

On Kyma you can compare Dodekanisos Seaways sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Dodekanisos Seaways, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: Katamarane im Dodekanes',
        metaDescription:
          'Tickets von Dodekanisos Seaways ab Rhodos nach Symi, Tilos, Nisyros, Kos, Kalymnos, Leros, Lipsi und Patmos. Strecken und Service.',
        summary:
          'Schnellkatamarane mit Sitz auf Rhodos, die die gesamte Kette des Dodekanes bis Patmos verbinden.',
        body: `Dodekanisos Seaways hat ihren Sitz auf **Rhodos** und ist auf Schnellkatamarane spezialisiert, etwa die Dodekanisos Express und die Dodekanisos Pride, die täglich innerhalb des Dodekanes verkehren. Mit diesen Verbindungen hüpfen Sie bequem von Insel zu Insel, ohne nach Piräus zurückzukehren.

### Wichtige Strecken

- Rhodos – Symi – Tilos – Nisyros – Kos
- Kos – Kalymnos – Leros – Lipsi – Patmos – Agathonisi
- Saisonale Verbindungen nach Kastellorizo und Chalki

### An Bord

Die Katamarane haben klimatisierte Salons mit nummerierten Plätzen, eine Bar mit Kaffee und Snacks sowie begrenzten Platz für Gepäck. Autos werden nicht befördert, auf einigen Fahrten aber Fahrräder. Haustiere sind in einer Transportbox gemäß den Regeln der Reederei erlaubt. Bei starkem Wind können sich Fahrten ändern; prüfen Sie am Reisetag die Mitteilungen.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Dodekanisos Seaways mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Dodekanisos Seaways ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: catamaranes en el Dodecaneso',
        metaDescription:
          'Billetes de Dodekanisos Seaways desde Rodas a Symi, Tilos, Nisyros, Kos, Kalymnos, Leros, Lipsi y Patmos. Rutas y servicios.',
        summary: 'Catamaranes rápidos con base en Rodas que unen toda la cadena del Dodecaneso hasta Patmos.',
        body: `Dodekanisos Seaways tiene su base en **Rodas** y está especializada en catamaranes rápidos, como el Dodekanisos Express y el Dodekanisos Pride, que navegan a diario dentro del Dodecaneso. Sus conexiones permiten saltar de isla en isla sin volver a El Pireo.

### Rutas principales

- Rodas – Symi – Tilos – Nisyros – Kos
- Kos – Kalymnos – Leros – Lipsi – Patmos – Agathonisi
- Conexiones de temporada con Kastellorizo y Halki

### A bordo

Los catamaranes tienen salones climatizados con asientos numerados, bar con café y tentempiés y espacio limitado para equipaje. No llevan coches, pero algunas salidas admiten bicicletas. Las mascotas se aceptan en transportín, según las normas de la compañía. Con viento fuerte, las salidas pueden modificarse; consulte los avisos el día del viaje.

### Reservar con Kyma

En Kyma puede comparar las salidas de Dodekanisos Seaways con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Dodekanisos Seaways, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways : catamarans du Dodécanèse',
        metaDescription:
          'Billets Dodekanisos Seaways de Rhodes vers Symi, Tilos, Nissyros, Kos, Kalymnos, Léros, Lipsi et Patmos. Lignes et services.',
        summary:
          'Des catamarans rapides basés à Rhodes, qui relient toute la chaîne du Dodécanèse jusqu’à Patmos.',
        body: `Dodekanisos Seaways est basée à **Rhodes** et spécialisée dans les catamarans rapides, comme le Dodekanisos Express et le Dodekanisos Pride, qui circulent chaque jour à l’intérieur du Dodécanèse. Ses liaisons permettent de passer d’île en île sans revenir au Pirée.

### Principales lignes

- Rhodes – Symi – Tilos – Nissyros – Kos
- Kos – Kalymnos – Léros – Lipsi – Patmos – Agathonissi
- Liaisons saisonnières vers Kastellorizo et Halki

### À bord

Les catamarans disposent de salons climatisés avec places numérotées, d’un bar servant café et en-cas, et d’un espace bagages limité. Ils n’embarquent pas de voitures, mais certaines traversées acceptent les vélos. Les animaux sont admis en caisse de transport, selon les règles de la compagnie. Par vent fort, les traversées peuvent être modifiées ; consultez les annonces le jour du départ.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Dodekanisos Seaways avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Dodekanisos Seaways, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: catamarani nel Dodecaneso',
        metaDescription:
          'Biglietti Dodekanisos Seaways da Rodi per Symi, Tilos, Nisyros, Kos, Kalymnos, Leros, Lipsi e Patmos. Rotte e servizi.',
        summary:
          'Catamarani veloci con base a Rodi, che collegano tutta la catena del Dodecaneso fino a Patmos.',
        body: `Dodekanisos Seaways ha sede a **Rodi** ed è specializzata in catamarani veloci, come Dodekanisos Express e Dodekanisos Pride, che viaggiano ogni giorno all’interno del Dodecaneso. I suoi collegamenti permettono di passare da un’isola all’altra senza tornare al Pireo.

### Linee principali

- Rodi – Symi – Tilos – Nisyros – Kos
- Kos – Kalymnos – Leros – Lipsi – Patmos – Agathonisi
- Collegamenti stagionali con Kastellorizo e Halki

### A bordo

I catamarani hanno saloni climatizzati con posti numerati, un bar con caffè e snack e spazio limitato per i bagagli. Non trasportano auto, ma alcune corse accettano biciclette. Gli animali sono ammessi nel trasportino, secondo le regole della compagnia. Con vento forte le corse possono cambiare; controlla gli avvisi il giorno del viaggio.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Dodekanisos Seaways con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Dodekanisos Seaways, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'dodekanisos-seaways',
        title: 'Dodekanisos Seaways: katamaranë në Dodekanez',
        metaDescription:
          'Bileta Dodekanisos Seaways nga Rodosi për Simi, Tilos, Nisiros, Kos, Kalimnos, Leros, Lipsi dhe Patmos. Linjat dhe shërbimet.',
        summary:
          'Katamaranë të shpejtë me bazë në Rodos, që lidhin gjithë zinxhirin e Dodekanezit deri në Patmos.',
        body: `Dodekanisos Seaways ka bazën në **Rodos** dhe është e specializuar në katamaranë të shpejtë, si Dodekanisos Express dhe Dodekanisos Pride, që lundrojnë çdo ditë brenda Dodekanezit. Lidhjet e saj e bëjnë të lehtë kalimin nga ishulli në ishull pa u kthyer në Pire.

### Linjat kryesore

- Rodos – Simi – Tilos – Nisiros – Kos
- Kos – Kalimnos – Leros – Lipsi – Patmos – Agathonisi
- Lidhje sezonale me Kastelorizon dhe Halkin

### Në bord

Katamaranët kanë sallone me kondicioner me vende të numëruara, bar me kafe dhe ushqime të lehta, si dhe hapësirë të kufizuar për bagazhe. Nuk marrin makina, por disa udhëtime pranojnë biçikleta. Kafshët shtëpiake pranohen në kafaz transporti, sipas rregullave të kompanisë. Me erë të fortë udhëtimet mund të ndryshojnë; kontrolloni njoftimet ditën e udhëtimit.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Dodekanisos Seaways me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Dodekanisos Seaways, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'sne-skyros',
    code: 'SNE',
    brandColor: '#3a6ea5',
    text: {
      el: {
        slug: 'naftiliaki-etaireia-skyrou',
        title: 'Ναυτιλιακή Εταιρεία Σκύρου: Κύμη–Σκύρος',
        metaDescription:
          'Εισιτήρια για Σκύρο από Κύμη Εύβοιας με το πλοίο Αχιλλεύς. Δρομολόγια, διάρκεια ταξιδιού, αυτοκίνητα και χρήσιμες πληροφορίες.',
        summary: 'Η εταιρεία των Σκυριανών, με το οχηματαγωγό Αχιλλεύς στη γραμμή Κύμη–Σκύρος όλο τον χρόνο.',
        body: `Η Ναυτιλιακή Εταιρεία Σκύρου ιδρύθηκε με τη συμμετοχή κατοίκων του νησιού για να εξασφαλίσει μια σταθερή σύνδεση της **Σκύρου** με την ηπειρωτική Ελλάδα. Το πλοίο της, το οχηματαγωγό **Αχιλλεύς**, εκτελεί τη γραμμή από την Κύμη της Εύβοιας όλο τον χρόνο, με περισσότερα δρομολόγια το καλοκαίρι και τις γιορτές.

### Κύριες γραμμές

- Κύμη (Εύβοια) – Σκύρος (Λιναριά), διάρκεια περίπου 1 ώρα και 45 λεπτά

### Στο πλοίο

Το Αχιλλεύς διαθέτει κλιματιζόμενα σαλόνια, καφετέρια-μπαρ και ανοιχτά καταστρώματα, και μεταφέρει αυτοκίνητα, φορτηγά και μοτοσικλέτες. Τα κατοικίδια ταξιδεύουν σύμφωνα με τους κανόνες της εταιρείας. Η Κύμη απέχει περίπου 2,5 ώρες οδικώς από την Αθήνα, ενώ υπάρχουν και λεωφορεία του ΚΤΕΛ που συνδυάζονται με τα δρομολόγια. Η Σκύρος, με τη Χώρα στον λόφο, τα μικρόσωμα σκυριανά αλογάκια και το καρναβάλι της, είναι από τα πιο αυθεντικά νησιά του Αιγαίου.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Ναυτιλιακής Εταιρείας Σκύρου με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Ναυτιλιακής Εταιρείας Σκύρου, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company: Kymi–Skyros',
        metaDescription:
          'Tickets to Skyros from Kymi on Evia on the ferry Achilleus. Timetable pattern, crossing time, cars and useful information.',
        summary:
          'The islanders’ own company, running the car ferry Achilleus on the Kymi–Skyros route all year.',
        body: `The Skyros Shipping Company was set up with the participation of the island’s residents to guarantee a reliable link between **Skyros** and mainland Greece. Its ship, the car ferry **Achilleus**, runs the route from Kymi on Evia all year round, with more sailings in summer and at holiday times.

### Main routes

- Kymi (Evia) – Skyros (Linaria), taking about 1 hour 45 minutes

### On board

Achilleus has air-conditioned lounges, a café-bar and open decks, and carries cars, lorries and motorbikes. Pets travel under the company’s rules. Kymi is about 2.5 hours’ drive from Athens, and KTEL buses connect with the sailings. Skyros, with its hilltop Chora, its small native ponies and its carnival, is one of the most authentic islands in the Aegean.

### Booking with Kyma

On Kyma you can compare Skyros Shipping Company sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Skyros Shipping Company, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company: Kymi–Skyros',
        metaDescription:
          'Tickets nach Skyros ab Kymi auf Euböa mit der Fähre Achilleus. Fahrplan, Überfahrtsdauer, Autos und nützliche Hinweise.',
        summary:
          'Die Reederei der Inselbewohner, mit der Autofähre Achilleus ganzjährig auf der Strecke Kymi–Skyros.',
        body: `Die Skyros Shipping Company wurde unter Beteiligung der Inselbewohner gegründet, um eine verlässliche Verbindung zwischen **Skyros** und dem griechischen Festland zu sichern. Ihr Schiff, die Autofähre **Achilleus**, fährt die Strecke ab Kymi auf Euböa ganzjährig, im Sommer und an Feiertagen häufiger.

### Wichtige Strecken

- Kymi (Euböa) – Skyros (Linaria), Fahrzeit etwa 1 Stunde 45 Minuten

### An Bord

Die Achilleus bietet klimatisierte Salons, eine Café-Bar und offene Decks und befördert Pkw, Lkw und Motorräder. Haustiere reisen gemäß den Regeln der Reederei. Kymi liegt rund 2,5 Autostunden von Athen entfernt; KTEL-Busse sind auf die Abfahrten abgestimmt. Skyros mit seiner Chora auf dem Hügel, den kleinen einheimischen Ponys und dem Karneval gehört zu den ursprünglichsten Inseln der Ägäis.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Skyros Shipping Company mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Skyros Shipping Company ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company: Kymi–Skyros',
        metaDescription:
          'Billetes a Skyros desde Kymi (Eubea) en el ferry Achilleus. Horarios habituales, duración, coches e información útil.',
        summary:
          'La naviera de los propios isleños, con el ferry Achilleus en la ruta Kymi–Skyros todo el año.',
        body: `La Skyros Shipping Company se creó con la participación de los habitantes de la isla para garantizar una conexión fiable entre **Skyros** y la Grecia continental. Su barco, el ferry **Achilleus**, cubre la ruta desde Kymi, en Eubea, durante todo el año, con más salidas en verano y en fechas festivas.

### Rutas principales

- Kymi (Eubea) – Skyros (Linaria), alrededor de 1 hora y 45 minutos

### A bordo

El Achilleus tiene salones climatizados, cafetería-bar y cubiertas exteriores, y transporta coches, camiones y motos. Las mascotas viajan según las normas de la compañía. Kymi está a unas 2,5 horas en coche de Atenas, y los autobuses KTEL enlazan con las salidas. Skyros, con su Chora en lo alto de la colina, sus pequeños caballos autóctonos y su carnaval, es una de las islas más auténticas del Egeo.

### Reservar con Kyma

En Kyma puede comparar las salidas de Skyros Shipping Company con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Skyros Shipping Company, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company : Kymi–Skyros',
        metaDescription:
          'Billets pour Skyros depuis Kymi (Eubée) à bord du ferry Achilleus. Horaires types, durée, voitures et informations utiles.',
        summary:
          'La compagnie des insulaires eux-mêmes, avec le car-ferry Achilleus sur la ligne Kymi–Skyros toute l’année.',
        body: `La Skyros Shipping Company a été créée avec la participation des habitants de l’île afin d’assurer une liaison fiable entre **Skyros** et la Grèce continentale. Son navire, le car-ferry **Achilleus**, dessert la ligne depuis Kymi, en Eubée, toute l’année, avec davantage de départs en été et pendant les fêtes.

### Principales lignes

- Kymi (Eubée) – Skyros (Linaria), environ 1 h 45 de traversée

### À bord

L’Achilleus dispose de salons climatisés, d’un café-bar et de ponts extérieurs, et embarque voitures, camions et motos. Les animaux voyagent selon les règles de la compagnie. Kymi est à environ 2 h 30 de route d’Athènes, et des bus KTEL assurent la correspondance avec les départs. Skyros, avec sa Chora perchée, ses petits chevaux indigènes et son carnaval, est l’une des îles les plus authentiques de l’Égée.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Skyros Shipping Company avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Skyros Shipping Company, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company: Kymi–Skyros',
        metaDescription:
          'Biglietti per Skyros da Kymi (Eubea) con il traghetto Achilleus. Orari tipici, durata, auto e informazioni utili.',
        summary:
          'La compagnia degli stessi isolani, con il traghetto Achilleus sulla linea Kymi–Skyros tutto l’anno.',
        body: `La Skyros Shipping Company è nata con la partecipazione degli abitanti dell’isola per garantire un collegamento affidabile tra **Skyros** e la Grecia continentale. La sua nave, il traghetto **Achilleus**, serve la linea da Kymi, in Eubea, tutto l’anno, con più corse in estate e nei periodi di festa.

### Linee principali

- Kymi (Eubea) – Skyros (Linaria), circa 1 ora e 45 minuti

### A bordo

L’Achilleus ha saloni climatizzati, caffetteria-bar e ponti all’aperto, e trasporta auto, camion e moto. Gli animali viaggiano secondo le regole della compagnia. Kymi è a circa 2,5 ore d’auto da Atene e gli autobus KTEL sono in coincidenza con le partenze. Skyros, con la sua Chora sulla collina, i piccoli cavalli autoctoni e il suo carnevale, è una delle isole più autentiche dell’Egeo.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Skyros Shipping Company con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Skyros Shipping Company, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'skyros-shipping-company',
        title: 'Skyros Shipping Company: Kimi–Skiros',
        metaDescription:
          'Bileta për Skiros nga Kimi (Eube) me tragetin Achilleus. Orari i zakonshëm, kohëzgjatja, makinat dhe informacione të dobishme.',
        summary:
          'Kompania e vetë banorëve të ishullit, me tragetin Achilleus në linjën Kimi–Skiros gjatë gjithë vitit.',
        body: `Skyros Shipping Company u krijua me pjesëmarrjen e banorëve të ishullit për të siguruar një lidhje të besueshme mes **Skirosit** dhe Greqisë kontinentale. Anija e saj, trageti **Achilleus**, shërben linjën nga Kimi në Eube gjatë gjithë vitit, me më shumë nisje në verë dhe gjatë festave.

### Linjat kryesore

- Kimi (Eube) – Skiros (Linaria), rreth 1 orë e 45 minuta

### Në bord

Achilleus ka sallone me kondicioner, kafe-bar dhe kuverta të hapura, dhe merr makina, kamionë dhe motoçikleta. Kafshët shtëpiake udhëtojnë sipas rregullave të kompanisë. Kimi është rreth 2,5 orë me makinë nga Athina, dhe autobusët KTEL lidhen me nisjet. Skirosi, me Horën mbi kodër, kuajt e vegjël vendas dhe karnavalin e tij, është një nga ishujt më autentikë të Egjeut.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Skyros Shipping Company me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Skyros Shipping Company, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
];
