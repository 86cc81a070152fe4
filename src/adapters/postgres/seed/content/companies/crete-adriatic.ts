import type { SeedCompany } from '../types.ts';

export const COMPANIES_B: SeedCompany[] = [
  {
    key: 'minoan-lines',
    code: 'MIN',
    brandColor: '#00539f',
    text: {
      el: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: Πειραιάς–Ηράκλειο και Αδριατική',
        metaDescription:
          'Εισιτήρια Minoan Lines για Ηράκλειο Κρήτης από Πειραιά και για Ιταλία. Νυχτερινά πλοία, καμπίνες, κατοικίδια και πρόγραμμα Minoan Club.',
        summary:
          'Η κρητική εταιρεία της γραμμής Πειραιάς–Ηράκλειο, με νυχτερινά δρομολόγια όλο τον χρόνο και συνδέσεις με την Ιταλία.',
        body: `Η Minoan Lines ιδρύθηκε το 1972 στο Ηράκλειο και σήμερα ανήκει στον ιταλικό Όμιλο Grimaldi. Είναι ταυτισμένη με τη γραμμή **Πειραιάς–Ηράκλειο**, όπου τα μεγάλα επιβατηγά-οχηματαγωγά της ταξιδεύουν κάθε βράδυ όλο τον χρόνο, και με τον Όμιλο Grimaldi εξυπηρετεί γραμμές της Αδριατικής μεταξύ Ελλάδας και Ιταλίας.

### Κύριες γραμμές

- Πειραιάς – Ηράκλειο, καθημερινά νυχτερινά δρομολόγια και πρωινά το καλοκαίρι
- Πάτρα – Ηγουμενίτσα – Ανκόνα, σε συνεργασία με την Grimaldi Lines

### Στο πλοίο

Τα πλοία προσφέρουν μεγάλη γκάμα καμπινών, από οικονομικές εσωτερικές έως σουίτες, καθώς και αεροπορικά καθίσματα. Υπάρχουν εστιατόρια α λα καρτ και αυτοεξυπηρέτησης, μπαρ, καταστήματα και παιδικός χώρος. Για κατοικίδια διατίθενται κλουβιά σε ειδικό χώρο και, σε ορισμένα πλοία, καμπίνες όπου επιτρέπονται ζώα. Το πρόγραμμα επιβράβευσης **Minoan Club** δίνει εκπτώσεις στους τακτικούς επιβάτες. Με το νυχτερινό δρομολόγιο φτάνετε στην Κρήτη νωρίς το πρωί, ξεκούραστοι και με το αυτοκίνητό σας.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Minoan Lines με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Minoan Lines, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: Piraeus–Heraklion and the Adriatic',
        metaDescription:
          'Minoan Lines tickets to Heraklion, Crete, from Piraeus and to Italy. Overnight ferries, cabins, pets and the Minoan Club programme.',
        summary:
          'The Cretan company of the Piraeus–Heraklion route, with overnight sailings all year and links with Italy.',
        body: `Minoan Lines was founded in Heraklion in 1972 and today belongs to the Italian Grimaldi Group. It is closely associated with the **Piraeus–Heraklion** route, where its large cruise ferries sail every night of the year, and together with the Grimaldi Group it serves Adriatic routes between Greece and Italy.

### Main routes

- Piraeus – Heraklion, nightly all year and also by day in summer
- Patras – Igoumenitsa – Ancona, in cooperation with Grimaldi Lines

### On board

The ships offer a wide range of cabins, from budget inside cabins to suites, as well as aircraft-type seats. There are à la carte and self-service restaurants, bars, shops and a children’s area. For pets there are kennels in a dedicated area and, on some ships, cabins where animals are allowed. The **Minoan Club** loyalty programme gives regular passengers discounts. With the overnight sailing you reach Crete early in the morning, rested and with your car.

### Booking with Kyma

On Kyma you can compare Minoan Lines sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Minoan Lines, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: Piräus–Heraklion und die Adria',
        metaDescription:
          'Tickets von Minoan Lines nach Heraklion auf Kreta ab Piräus und nach Italien. Nachtfähren, Kabinen, Haustiere und Minoan Club.',
        summary:
          'Die kretische Reederei der Strecke Piräus–Heraklion, mit ganzjährigen Nachtfahrten und Verbindungen nach Italien.',
        body: `Minoan Lines wurde 1972 in Heraklion gegründet und gehört heute zur italienischen Grimaldi-Gruppe. Die Reederei ist eng mit der Strecke **Piräus–Heraklion** verbunden, auf der ihre großen Kreuzfahrtfähren das ganze Jahr über jede Nacht fahren; gemeinsam mit der Grimaldi-Gruppe bedient sie zudem Adria-Strecken zwischen Griechenland und Italien.

### Wichtige Strecken

- Piräus – Heraklion, ganzjährig jede Nacht, im Sommer auch tagsüber
- Patras – Igoumenitsa – Ancona, in Zusammenarbeit mit Grimaldi Lines

### An Bord

Die Schiffe bieten eine große Auswahl an Kabinen, von günstigen Innenkabinen bis zu Suiten, sowie Flugzeugsitze. Es gibt À-la-carte- und Selbstbedienungsrestaurants, Bars, Geschäfte und einen Kinderbereich. Für Haustiere stehen Boxen in einem eigenen Bereich und auf einigen Schiffen Kabinen zur Verfügung, in denen Tiere erlaubt sind. Das Treueprogramm **Minoan Club** gewährt Vielfahrern Rabatte. Mit der Nachtfähre erreichen Sie Kreta früh am Morgen – ausgeruht und mit dem eigenen Auto.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Minoan Lines mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Minoan Lines ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: El Pireo–Heraklion y el Adriático',
        metaDescription:
          'Billetes de Minoan Lines a Heraklion (Creta) desde El Pireo y a Italia. Ferris nocturnos, camarotes, mascotas y Minoan Club.',
        summary:
          'La naviera cretense de la ruta El Pireo–Heraklion, con salidas nocturnas todo el año y conexiones con Italia.',
        body: `Minoan Lines se fundó en Heraklion en 1972 y hoy pertenece al grupo italiano Grimaldi. Está muy ligada a la ruta **El Pireo–Heraklion**, donde sus grandes cruceros-ferri navegan cada noche del año, y junto con el grupo Grimaldi atiende rutas del Adriático entre Grecia e Italia.

### Rutas principales

- El Pireo – Heraklion, cada noche todo el año y también de día en verano
- Patras – Igoumenitsa – Ancona, en colaboración con Grimaldi Lines

### A bordo

Los barcos ofrecen una amplia gama de camarotes, desde interiores económicos hasta suites, además de asientos tipo avión. Hay restaurantes a la carta y autoservicio, bares, tiendas y zona infantil. Para las mascotas hay jaulas en una zona específica y, en algunos barcos, camarotes que admiten animales. El programa de fidelización **Minoan Club** ofrece descuentos a los pasajeros habituales. Con la salida nocturna llegará a Creta a primera hora, descansado y con su coche.

### Reservar con Kyma

En Kyma puede comparar las salidas de Minoan Lines con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Minoan Lines, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'minoan-lines',
        title: 'Minoan Lines : Le Pirée–Héraklion et l’Adriatique',
        metaDescription:
          'Billets Minoan Lines pour Héraklion (Crète) depuis Le Pirée et pour l’Italie. Ferries de nuit, cabines, animaux et Minoan Club.',
        summary:
          'La compagnie crétoise de la ligne Le Pirée–Héraklion, avec des traversées de nuit toute l’année et des liaisons avec l’Italie.',
        body: `Minoan Lines a été fondée à Héraklion en 1972 et appartient aujourd’hui au groupe italien Grimaldi. Elle est étroitement associée à la ligne **Le Pirée–Héraklion**, où ses grands ferries de croisière naviguent chaque nuit toute l’année, et dessert avec le groupe Grimaldi des lignes de l’Adriatique entre la Grèce et l’Italie.

### Principales lignes

- Le Pirée – Héraklion, chaque nuit toute l’année et aussi de jour en été
- Patras – Igoumenitsa – Ancône, en coopération avec Grimaldi Lines

### À bord

Les navires proposent un large choix de cabines, de la cabine intérieure économique à la suite, ainsi que des fauteuils de type avion. On y trouve des restaurants à la carte et en libre-service, des bars, des boutiques et un espace enfants. Pour les animaux, des cages sont prévues dans un espace dédié et, sur certains navires, des cabines les acceptent. Le programme de fidélité **Minoan Club** accorde des réductions aux passagers réguliers. Avec la traversée de nuit, vous arrivez en Crète tôt le matin, reposé et avec votre voiture.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Minoan Lines avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Minoan Lines, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: Pireo–Heraklion e l’Adriatico',
        metaDescription:
          'Biglietti Minoan Lines per Heraklion (Creta) dal Pireo e per l’Italia. Traghetti notturni, cabine, animali e Minoan Club.',
        summary:
          'La compagnia cretese della linea Pireo–Heraklion, con corse notturne tutto l’anno e collegamenti con l’Italia.',
        body: `Minoan Lines è stata fondata a Heraklion nel 1972 e oggi appartiene al Gruppo Grimaldi. È strettamente legata alla linea **Pireo–Heraklion**, dove le sue grandi navi traghetto viaggiano ogni notte tutto l’anno, e insieme al Gruppo Grimaldi serve rotte dell’Adriatico tra Grecia e Italia.

### Linee principali

- Pireo – Heraklion, ogni notte tutto l’anno e anche di giorno in estate
- Patrasso – Igoumenitsa – Ancona, in collaborazione con Grimaldi Lines

### A bordo

Le navi offrono un’ampia scelta di cabine, dalle interne economiche alle suite, oltre a poltrone tipo aereo. Ci sono ristoranti à la carte e self-service, bar, negozi e un’area bambini. Per gli animali ci sono gabbie in un’area dedicata e, su alcune navi, cabine in cui sono ammessi. Il programma fedeltà **Minoan Club** offre sconti ai passeggeri abituali. Con la corsa notturna arrivi a Creta al mattino presto, riposato e con la tua auto.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Minoan Lines con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Minoan Lines, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'minoan-lines',
        title: 'Minoan Lines: Pire–Herakliona dhe Adriatiku',
        metaDescription:
          'Bileta Minoan Lines për Heraklionë (Kretë) nga Pireu dhe për Itali. Tragete nate, kabina, kafshë shtëpiake dhe Minoan Club.',
        summary:
          'Kompania kretase e linjës Pire–Herakliona, me udhëtime nate gjatë gjithë vitit dhe lidhje me Italinë.',
        body: `Minoan Lines u themelua në Heraklionë në vitin 1972 dhe sot i përket Grupit italian Grimaldi. Ajo lidhet ngushtë me linjën **Pire–Herakliona**, ku tragetet e saj të mëdha lundrojnë çdo natë gjatë gjithë vitit, dhe së bashku me Grupin Grimaldi shërben linja të Adriatikut mes Greqisë dhe Italisë.

### Linjat kryesore

- Pire – Herakliona, çdo natë gjatë gjithë vitit dhe edhe ditën në verë
- Patra – Igumenicë – Ankona, në bashkëpunim me Grimaldi Lines

### Në bord

Anijet ofrojnë një gamë të gjerë kabinash, nga kabinat e brendshme ekonomike deri te suitat, si dhe ndenjëse si në avion. Ka restorante à la carte dhe vetëshërbimi, bare, dyqane dhe kënd për fëmijë. Për kafshët shtëpiake ka kafaze në një zonë të posaçme dhe, në disa anije, kabina ku lejohen kafshët. Programi i besnikërisë **Minoan Club** u jep zbritje pasagjerëve të rregullt. Me udhëtimin e natës mbërrini në Kretë herët në mëngjes, të pushuar dhe me makinën tuaj.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Minoan Lines me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Minoan Lines, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'anek-lines',
    code: 'ANEK',
    brandColor: '#0a3d7a',
    text: {
      el: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Χανιά, Κυκλάδες, Δωδεκάνησα και Αδριατική',
        metaDescription:
          'Εισιτήρια ANEK Lines για Χανιά από Πειραιά, για νησιά του Αιγαίου και για Ιταλία. Δρομολόγια, στόλος και υπηρεσίες στο πλοίο.',
        summary:
          'Η ιστορική κρητική εταιρεία της γραμμής Πειραιάς–Χανιά, με συνδέσεις στο Αιγαίο και κοινά δρομολόγια στην Αδριατική.',
        body: `Η ANEK Lines (Ανώνυμη Ναυτιλιακή Εταιρεία Κρήτης) ιδρύθηκε το 1967 στα Χανιά από χιλιάδες Κρητικούς μετόχους και υπήρξε πρωτοπόρος στη λαϊκή βάση ιδιοκτησίας στην ελληνική ακτοπλοΐα. Εξυπηρετεί τη γραμμή **Πειραιάς–Χανιά** εδώ και δεκαετίες, με νυχτερινά δρομολόγια όλο τον χρόνο.

### Κύριες γραμμές

- Πειραιάς – Χανιά (Σούδα), νυχτερινά δρομολόγια
- Γραμμές του Αιγαίου που συνδέουν τον Πειραιά με Κυκλάδες, Κρήτη και Δωδεκάνησα
- Αδριατική: Πάτρα – Ηγουμενίτσα – Ιταλία, σε κοινή εκμετάλλευση με τη Superfast Ferries

### Στο πλοίο

Τα πλοία της ANEK διαθέτουν καμπίνες διαφόρων κατηγοριών, αεροπορικά καθίσματα, εστιατόριο, καφετέρια, μπαρ και καταστήματα. Στις γραμμές της Αδριατικής προσφέρεται το καλοκαίρι «κάμπινγκ στο πλοίο». Τα κατοικίδια ταξιδεύουν σε ειδικά διαμορφωμένους χώρους ή σε καμπίνες για κατοικίδια όπου υπάρχουν. Η εταιρεία έχει πρόγραμμα επιβράβευσης για τους τακτικούς επιβάτες και εφαρμόζει τις προβλεπόμενες εκπτώσεις για φοιτητές, πολύτεκνους και ΑμεΑ.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της ANEK Lines με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της ANEK Lines, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Chania, the Cyclades, the Dodecanese and the Adriatic',
        metaDescription:
          'ANEK Lines tickets to Chania from Piraeus, to the Aegean islands and to Italy. Routes, fleet and onboard services.',
        summary:
          'The historic Cretan company of the Piraeus–Chania route, with Aegean links and joint Adriatic services.',
        body: `ANEK Lines (the Anonymous Shipping Company of Crete) was founded in Chania in 1967 by thousands of Cretan shareholders and pioneered broad public ownership in Greek coastal shipping. It has served the **Piraeus–Chania** route for decades, with overnight sailings all year round.

### Main routes

- Piraeus – Chania (Souda), overnight sailings
- Aegean lines linking Piraeus with the Cyclades, Crete and the Dodecanese
- Adriatic: Patras – Igoumenitsa – Italy, operated jointly with Superfast Ferries

### On board

ANEK ships offer cabins in several categories, aircraft-type seats, a restaurant, a café, bars and shops. On the Adriatic routes “camping on board” is available in summer. Pets travel in dedicated areas or in pet cabins where available. The company has a loyalty programme for regular passengers and applies the statutory reductions for students, large families and passengers with disabilities.

### Booking with Kyma

On Kyma you can compare ANEK Lines sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of ANEK Lines, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Chania, Kykladen, Dodekanes und Adria',
        metaDescription:
          'Tickets von ANEK Lines nach Chania ab Piräus, zu den Ägäisinseln und nach Italien. Strecken, Flotte und Service an Bord.',
        summary:
          'Die traditionsreiche kretische Reederei der Strecke Piräus–Chania, mit Ägäis-Verbindungen und gemeinsamen Adria-Linien.',
        body: `ANEK Lines (Anonyme Schifffahrtsgesellschaft Kretas) wurde 1967 in Chania von Tausenden kretischen Aktionären gegründet und war ein Vorreiter breit gestreuten Eigentums in der griechischen Küstenschifffahrt. Seit Jahrzehnten bedient sie die Strecke **Piräus–Chania** mit ganzjährigen Nachtfahrten.

### Wichtige Strecken

- Piräus – Chania (Souda), Nachtfahrten
- Ägäis-Linien, die Piräus mit den Kykladen, Kreta und dem Dodekanes verbinden
- Adria: Patras – Igoumenitsa – Italien, gemeinsam mit Superfast Ferries

### An Bord

Die Schiffe von ANEK bieten Kabinen verschiedener Kategorien, Flugzeugsitze, Restaurant, Café, Bars und Geschäfte. Auf den Adria-Strecken gibt es im Sommer „Camping an Bord“. Haustiere reisen in eigens eingerichteten Bereichen oder, wo vorhanden, in Haustierkabinen. Die Reederei hat ein Treueprogramm für Stammgäste und gewährt die vorgesehenen Ermäßigungen für Studierende, kinderreiche Familien und Menschen mit Behinderung.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von ANEK Lines mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von ANEK Lines ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Chania, Cícladas, Dodecaneso y Adriático',
        metaDescription:
          'Billetes de ANEK Lines a Chania desde El Pireo, a las islas del Egeo y a Italia. Rutas, flota y servicios a bordo.',
        summary:
          'La histórica naviera cretense de la ruta El Pireo–Chania, con conexiones en el Egeo y rutas conjuntas en el Adriático.',
        body: `ANEK Lines (Sociedad Anónima Naviera de Creta) se fundó en Chania en 1967 con miles de accionistas cretenses y fue pionera del accionariado popular en el cabotaje griego. Desde hace décadas atiende la ruta **El Pireo–Chania**, con salidas nocturnas todo el año.

### Rutas principales

- El Pireo – Chania (Souda), salidas nocturnas
- Líneas del Egeo que unen El Pireo con las Cícladas, Creta y el Dodecaneso
- Adriático: Patras – Igoumenitsa – Italia, en explotación conjunta con Superfast Ferries

### A bordo

Los barcos de ANEK ofrecen camarotes de varias categorías, asientos tipo avión, restaurante, cafetería, bares y tiendas. En las rutas del Adriático se ofrece en verano «camping a bordo». Las mascotas viajan en zonas habilitadas o en camarotes para mascotas donde los haya. La compañía tiene un programa de fidelización para pasajeros habituales y aplica las reducciones previstas para estudiantes, familias numerosas y personas con discapacidad.

### Reservar con Kyma

En Kyma puede comparar las salidas de ANEK Lines con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de ANEK Lines, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'anek-lines',
        title: 'ANEK Lines : La Canée, Cyclades, Dodécanèse et Adriatique',
        metaDescription:
          'Billets ANEK Lines pour La Canée depuis Le Pirée, pour les îles de l’Égée et pour l’Italie. Lignes, flotte et services à bord.',
        summary:
          'La compagnie crétoise historique de la ligne Le Pirée–La Canée, avec des liaisons en Égée et des lignes communes en Adriatique.',
        body: `ANEK Lines (Société anonyme de navigation de Crète) a été fondée à La Canée en 1967 par des milliers d’actionnaires crétois, pionnière de l’actionnariat populaire dans le cabotage grec. Elle dessert depuis des décennies la ligne **Le Pirée–La Canée**, avec des traversées de nuit toute l’année.

### Principales lignes

- Le Pirée – La Canée (Souda), traversées de nuit
- Lignes de l’Égée reliant Le Pirée aux Cyclades, à la Crète et au Dodécanèse
- Adriatique : Patras – Igoumenitsa – Italie, en exploitation commune avec Superfast Ferries

### À bord

Les navires d’ANEK proposent des cabines de plusieurs catégories, des fauteuils de type avion, un restaurant, une cafétéria, des bars et des boutiques. Sur les lignes de l’Adriatique, le « camping à bord » est proposé en été. Les animaux voyagent dans des espaces aménagés ou, lorsqu’elles existent, dans des cabines dédiées. La compagnie a un programme de fidélité pour les passagers réguliers et applique les réductions prévues pour étudiants, familles nombreuses et personnes handicapées.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de ANEK Lines avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de ANEK Lines, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Chania, Cicladi, Dodecaneso e Adriatico',
        metaDescription:
          'Biglietti ANEK Lines per Chania dal Pireo, per le isole dell’Egeo e per l’Italia. Rotte, flotta e servizi a bordo.',
        summary:
          'La storica compagnia cretese della linea Pireo–Chania, con collegamenti nell’Egeo e linee congiunte nell’Adriatico.',
        body: `ANEK Lines (Società Anonima di Navigazione di Creta) è stata fondata a Chania nel 1967 da migliaia di azionisti cretesi ed è stata pioniera dell’azionariato diffuso nel cabotaggio greco. Da decenni serve la linea **Pireo–Chania**, con corse notturne tutto l’anno.

### Linee principali

- Pireo – Chania (Souda), corse notturne
- Linee dell’Egeo che collegano il Pireo con Cicladi, Creta e Dodecaneso
- Adriatico: Patrasso – Igoumenitsa – Italia, in servizio congiunto con Superfast Ferries

### A bordo

Le navi ANEK offrono cabine di varie categorie, poltrone tipo aereo, ristorante, caffetteria, bar e negozi. Sulle linee dell’Adriatico d’estate è disponibile il «camping a bordo». Gli animali viaggiano in aree attrezzate o, dove presenti, in cabine pet-friendly. La compagnia ha un programma fedeltà per i passeggeri abituali e applica le riduzioni previste per studenti, famiglie numerose e persone con disabilità.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di ANEK Lines con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di ANEK Lines, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'anek-lines',
        title: 'ANEK Lines: Hania, Cikladet, Dodekanezi dhe Adriatiku',
        metaDescription:
          'Bileta ANEK Lines për Hania nga Pireu, për ishujt e Egjeut dhe për Itali. Linjat, flota dhe shërbimet në bord.',
        summary:
          'Kompania historike kretase e linjës Pire–Hania, me lidhje në Egje dhe linja të përbashkëta në Adriatik.',
        body: `ANEK Lines (Shoqëria Anonime Detare e Kretës) u themelua në Hania në vitin 1967 nga mijëra aksionarë kretas dhe ishte pioniere e pronësisë së gjerë popullore në lundrimin bregdetar grek. Prej dekadash shërben linjën **Pire–Hania**, me udhëtime nate gjatë gjithë vitit.

### Linjat kryesore

- Pire – Hania (Suda), udhëtime nate
- Linja të Egjeut që lidhin Pireun me Cikladet, Kretën dhe Dodekanezin
- Adriatik: Patra – Igumenicë – Itali, në shfrytëzim të përbashkët me Superfast Ferries

### Në bord

Anijet e ANEK ofrojnë kabina të disa kategorive, ndenjëse si në avion, restorant, kafene, bare dhe dyqane. Në linjat e Adriatikut, në verë ofrohet «kamping në bord». Kafshët shtëpiake udhëtojnë në hapësira të përshtatura ose, kur ka, në kabina për kafshë. Kompania ka program besnikërie për pasagjerët e rregullt dhe zbaton uljet e parashikuara për studentë, familje të mëdha dhe persona me aftësi të kufizuara.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e ANEK Lines me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të ANEK Lines, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'grimaldi-lines',
    code: 'GRI',
    brandColor: '#f2a900',
    text: {
      el: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Μπρίντιζι–Ηγουμενίτσα–Πάτρα',
        metaDescription:
          'Εισιτήρια Grimaldi Lines από Μπρίντιζι για Ηγουμενίτσα και Πάτρα. Δρομολόγια, καμπίνες, κάμπινγκ στο πλοίο και κατοικίδια.',
        summary:
          'Ο μεγάλος ιταλικός όμιλος με έδρα τη Νάπολη, με πλοία μεταξύ Μπρίντιζι, Ηγουμενίτσας και Πάτρας.',
        body: `Η Grimaldi Lines ανήκει στον Όμιλο Grimaldi της Νάπολης, έναν από τους μεγαλύτερους ομίλους ακτοπλοΐας και θαλάσσιων μεταφορών στη Μεσόγειο, στον οποίο ανήκει και η Minoan Lines. Στη σύνδεση Ελλάδας–Ιταλίας δραστηριοποιείται κυρίως από το **Μπρίντιζι**, το πιο κοντινό μεγάλο ιταλικό λιμάνι στην Ελλάδα. Εκτός Ελλάδας, ο όμιλος συνδέει την Ιταλία με την Ισπανία, τη Σαρδηνία, τη Σικελία, την Τυνησία και το Μαρόκο.

### Κύριες γραμμές

- Μπρίντιζι – Ηγουμενίτσα – Πάτρα
- Πάτρα – Ηγουμενίτσα – Ανκόνα, σε συνεργασία με τη Minoan Lines

### Στο πλοίο

Τα πλοία είναι μεγάλα επιβατηγά-οχηματαγωγά με εσωτερικές και εξωτερικές καμπίνες, καθίσματα και θέσεις καταστρώματος. Διαθέτουν εστιατόριο, μπαρ και καταστήματα, και το καλοκαίρι προσφέρουν «κάμπινγκ στο πλοίο» για τροχόσπιτα. Για τα κατοικίδια υπάρχουν κλουβιά και, σε ορισμένα πλοία, καμπίνες όπου επιτρέπονται. Το πρόγραμμα επιβράβευσης Grimaldi Club δίνει εκπτώσεις στους τακτικούς επιβάτες. Η γραμμή είναι δημοφιλής σε όσους ταξιδεύουν με αυτοκίνητο από τη νότια Ιταλία.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Grimaldi Lines με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Grimaldi Lines, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Brindisi–Igoumenitsa–Patras',
        metaDescription:
          'Grimaldi Lines tickets from Brindisi to Igoumenitsa and Patras. Routes, cabins, camping on board and pets.',
        summary:
          'The large Naples-based Italian group, with ferries between Brindisi, Igoumenitsa and Patras.',
        body: `Grimaldi Lines belongs to the Naples-based Grimaldi Group, one of the largest ferry and shipping groups in the Mediterranean, which also owns Minoan Lines. On the Greece–Italy crossing it operates mainly from **Brindisi**, the closest major Italian port to Greece. Beyond Greece, the group links Italy with Spain, Sardinia, Sicily, Tunisia and Morocco.

### Main routes

- Brindisi – Igoumenitsa – Patras
- Patras – Igoumenitsa – Ancona, in cooperation with Minoan Lines

### On board

The ships are large cruise ferries with inside and outside cabins, seats and deck places. They have a restaurant, bars and shops, and in summer offer “camping on board” for campers. For pets there are kennels and, on some ships, cabins where animals are allowed. The Grimaldi Club loyalty programme gives discounts to regular passengers. The route is popular with drivers coming from southern Italy.

### Booking with Kyma

On Kyma you can compare Grimaldi Lines sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Grimaldi Lines, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Brindisi–Igoumenitsa–Patras',
        metaDescription:
          'Tickets von Grimaldi Lines ab Brindisi nach Igoumenitsa und Patras. Strecken, Kabinen, Camping an Bord und Haustiere.',
        summary:
          'Die große italienische Gruppe mit Sitz in Neapel, mit Fähren zwischen Brindisi, Igoumenitsa und Patras.',
        body: `Grimaldi Lines gehört zur Grimaldi-Gruppe aus Neapel, einer der größten Fähr- und Reedereigruppen des Mittelmeers, zu der auch Minoan Lines gehört. Auf der Überfahrt Griechenland–Italien ist sie vor allem ab **Brindisi** aktiv, dem Griechenland am nächsten gelegenen großen italienischen Hafen. Außerhalb Griechenlands verbindet die Gruppe Italien mit Spanien, Sardinien, Sizilien, Tunesien und Marokko.

### Wichtige Strecken

- Brindisi – Igoumenitsa – Patras
- Patras – Igoumenitsa – Ancona, in Zusammenarbeit mit Minoan Lines

### An Bord

Die Schiffe sind große Kreuzfahrtfähren mit Innen- und Außenkabinen, Sitzplätzen und Deckplätzen. Sie haben Restaurant, Bars und Geschäfte und bieten im Sommer „Camping an Bord“ für Wohnmobile. Für Haustiere gibt es Boxen und auf einigen Schiffen Kabinen, in denen Tiere erlaubt sind. Das Treueprogramm Grimaldi Club gewährt Stammgästen Rabatte. Die Strecke ist bei Autofahrern aus Süditalien beliebt.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Grimaldi Lines mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Grimaldi Lines ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Brindisi–Igoumenitsa–Patras',
        metaDescription:
          'Billetes de Grimaldi Lines desde Brindisi a Igoumenitsa y Patras. Rutas, camarotes, camping a bordo y mascotas.',
        summary:
          'El gran grupo italiano con sede en Nápoles, con ferris entre Brindisi, Igoumenitsa y Patras.',
        body: `Grimaldi Lines pertenece al Grupo Grimaldi de Nápoles, uno de los mayores grupos navieros y de ferris del Mediterráneo, propietario también de Minoan Lines. En la travesía Grecia–Italia opera sobre todo desde **Brindisi**, el gran puerto italiano más cercano a Grecia. Fuera de Grecia, el grupo une Italia con España, Cerdeña, Sicilia, Túnez y Marruecos.

### Rutas principales

- Brindisi – Igoumenitsa – Patras
- Patras – Igoumenitsa – Ancona, en colaboración con Minoan Lines

### A bordo

Los barcos son grandes cruceros-ferri con camarotes interiores y exteriores, butacas y plazas de cubierta. Tienen restaurante, bares y tiendas, y en verano ofrecen «camping a bordo» para autocaravanas. Para las mascotas hay jaulas y, en algunos barcos, camarotes que las admiten. El programa de fidelización Grimaldi Club ofrece descuentos a los pasajeros habituales. La ruta es muy utilizada por quienes conducen desde el sur de Italia.

### Reservar con Kyma

En Kyma puede comparar las salidas de Grimaldi Lines con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Grimaldi Lines, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines : Brindisi–Igoumenitsa–Patras',
        metaDescription:
          'Billets Grimaldi Lines de Brindisi vers Igoumenitsa et Patras. Lignes, cabines, camping à bord et animaux.',
        summary:
          'Le grand groupe italien basé à Naples, avec des ferries entre Brindisi, Igoumenitsa et Patras.',
        body: `Grimaldi Lines appartient au groupe Grimaldi, basé à Naples, l’un des plus grands groupes de ferries et de transport maritime de Méditerranée, propriétaire également de Minoan Lines. Sur la traversée Grèce–Italie, elle opère surtout depuis **Brindisi**, le grand port italien le plus proche de la Grèce. Au-delà de la Grèce, le groupe relie l’Italie à l’Espagne, à la Sardaigne, à la Sicile, à la Tunisie et au Maroc.

### Principales lignes

- Brindisi – Igoumenitsa – Patras
- Patras – Igoumenitsa – Ancône, en coopération avec Minoan Lines

### À bord

Les navires sont de grands ferries de croisière avec cabines intérieures et extérieures, fauteuils et places de pont. Ils disposent d’un restaurant, de bars et de boutiques, et proposent en été le « camping à bord » pour les camping-cars. Pour les animaux, des cages sont prévues et, sur certains navires, des cabines les acceptent. Le programme de fidélité Grimaldi Club offre des réductions aux passagers réguliers. La ligne est prisée des automobilistes venant du sud de l’Italie.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Grimaldi Lines avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Grimaldi Lines, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Brindisi–Igoumenitsa–Patrasso',
        metaDescription:
          'Biglietti Grimaldi Lines da Brindisi per Igoumenitsa e Patrasso. Rotte, cabine, camping a bordo e animali.',
        summary:
          'Il grande gruppo armatoriale napoletano, con traghetti tra Brindisi, Igoumenitsa e Patrasso.',
        body: `Grimaldi Lines fa parte del Gruppo Grimaldi di Napoli, uno dei maggiori gruppi armatoriali del Mediterraneo, a cui appartiene anche Minoan Lines. Sulla traversata Grecia–Italia opera soprattutto da **Brindisi**, il grande porto italiano più vicino alla Grecia. Oltre alla Grecia, il gruppo collega l’Italia con Spagna, Sardegna, Sicilia, Tunisia e Marocco.

### Linee principali

- Brindisi – Igoumenitsa – Patrasso
- Patrasso – Igoumenitsa – Ancona, in collaborazione con Minoan Lines

### A bordo

Le navi sono grandi cruise ferry con cabine interne ed esterne, poltrone e passaggi ponte. Hanno ristorante, bar e negozi e d’estate offrono il «camping a bordo» per i camper. Per gli animali ci sono gabbie e, su alcune navi, cabine in cui sono ammessi. Il programma fedeltà Grimaldi Club offre sconti ai passeggeri abituali. La linea è molto usata da chi guida dal Sud Italia.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Grimaldi Lines con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Grimaldi Lines, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'grimaldi-lines',
        title: 'Grimaldi Lines: Brindizi–Igumenicë–Patra',
        metaDescription:
          'Bileta Grimaldi Lines nga Brindizi për Igumenicë dhe Patra. Linjat, kabinat, kampingu në bord dhe kafshët shtëpiake.',
        summary: 'Grupi i madh italian me seli në Napoli, me tragete mes Brindizit, Igumenicës dhe Patrës.',
        body: `Grimaldi Lines i përket Grupit Grimaldi të Napolit, një nga grupet më të mëdha të trageteve dhe transportit detar në Mesdhe, të cilit i përket edhe Minoan Lines. Në kalimin Greqi–Itali operon kryesisht nga **Brindizi**, porti i madh italian më i afërt me Greqinë. Përtej Greqisë, grupi e lidh Italinë me Spanjën, Sardenjën, Siçilinë, Tunizinë dhe Marokun.

### Linjat kryesore

- Brindizi – Igumenicë – Patra
- Patra – Igumenicë – Ankona, në bashkëpunim me Minoan Lines

### Në bord

Anijet janë tragete të mëdha me kabina të brendshme dhe të jashtme, ndenjëse dhe vende në kuvertë. Kanë restorant, bare dhe dyqane, dhe në verë ofrojnë «kamping në bord» për kamperët. Për kafshët shtëpiake ka kafaze dhe, në disa anije, kabina ku lejohen. Programi i besnikërisë Grimaldi Club u jep zbritje pasagjerëve të rregullt. Linja është e preferuar nga ata që vijnë me makinë nga Italia jugore.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Grimaldi Lines me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Grimaldi Lines, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'ventouris-ferries',
    code: 'VEN',
    brandColor: '#1b75bc',
    text: {
      el: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Μπάρι–Δυρράχιο και Μπάρι–Ηγουμενίτσα',
        metaDescription:
          'Εισιτήρια Ventouris Ferries από Μπάρι για Δυρράχιο, Ηγουμενίτσα και Κέρκυρα. Δρομολόγια, καμπίνες και ταξίδι με αυτοκίνητο.',
        summary:
          'Ελληνική οικογενειακή εταιρεία με νυχτερινά πλοία από το Μπάρι προς την Αλβανία και την Ελλάδα.',
        body: `Η Ventouris Ferries είναι ελληνική ακτοπλοϊκή εταιρεία με μακρά οικογενειακή παράδοση στη ναυτιλία. Τα πλοία της, με πιο γνωστά τα Rigel, εξυπηρετούν κυρίως τη νότια Αδριατική, με αφετηρία το **Μπάρι**, και είναι δημοφιλή στους ταξιδιώτες που κινούνται με αυτοκίνητο μεταξύ Ιταλίας, Αλβανίας και Ελλάδας.

### Κύριες γραμμές

- Μπάρι – Δυρράχιο, νυχτερινά δρομολόγια όλο τον χρόνο
- Μπάρι – Ηγουμενίτσα, με στάση στην Κέρκυρα την καλοκαιρινή περίοδο

### Στο πλοίο

Τα πλοία διαθέτουν καμπίνες με ιδιωτικό μπάνιο, καθίσματα τύπου pullman και θέσεις καταστρώματος, εστιατόριο αυτοεξυπηρέτησης, μπαρ και κατάστημα. Υπάρχει χώρος για αυτοκίνητα, τροχόσπιτα, μοτοσικλέτες και φορτηγά. Τα κατοικίδια γίνονται δεκτά σύμφωνα με τους όρους της εταιρείας, συνήθως σε ειδικό χώρο. Την περίοδο αιχμής του καλοκαιριού, όταν ταξιδεύουν πολλοί Αλβανοί της διασποράς, οι καμπίνες γεμίζουν νωρίς.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Ventouris Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Ventouris Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Bari–Durrës and Bari–Igoumenitsa',
        metaDescription:
          'Ventouris Ferries tickets from Bari to Durrës, Igoumenitsa and Corfu. Routes, cabins and travelling with a car.',
        summary: 'A Greek family shipping company with overnight ferries from Bari to Albania and Greece.',
        body: `Ventouris Ferries is a Greek ferry company with a long family tradition in shipping. Its ships, the best known being the Rigel vessels, serve mainly the southern Adriatic from **Bari** and are popular with travellers driving between Italy, Albania and Greece.

### Main routes

- Bari – Durrës, overnight sailings all year
- Bari – Igoumenitsa, with a call at Corfu in the summer season

### On board

The ships have cabins with private bathrooms, pullman seats and deck places, a self-service restaurant, bars and a shop. There is space for cars, campers, motorbikes and lorries. Pets are accepted under the company’s terms, usually in a dedicated area. During the summer peak, when many Albanians living abroad travel home, cabins fill up early.

### Booking with Kyma

On Kyma you can compare Ventouris Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Ventouris Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Bari–Durrës und Bari–Igoumenitsa',
        metaDescription:
          'Tickets von Ventouris Ferries ab Bari nach Durrës, Igoumenitsa und Korfu. Strecken, Kabinen und Reisen mit dem Auto.',
        summary: 'Eine griechische Familienreederei mit Nachtfähren von Bari nach Albanien und Griechenland.',
        body: `Ventouris Ferries ist eine griechische Fährreederei mit langer familiärer Seefahrtstradition. Ihre Schiffe, allen voran die Rigel-Fähren, bedienen vor allem die südliche Adria ab **Bari** und sind bei Reisenden beliebt, die mit dem Auto zwischen Italien, Albanien und Griechenland unterwegs sind.

### Wichtige Strecken

- Bari – Durrës, ganzjährig über Nacht
- Bari – Igoumenitsa, in der Sommersaison mit Halt auf Korfu

### An Bord

Die Schiffe bieten Kabinen mit eigenem Bad, Pullmansitze und Deckplätze, ein Selbstbedienungsrestaurant, Bars und einen Shop. Es gibt Platz für Pkw, Wohnmobile, Motorräder und Lkw. Haustiere werden gemäß den Bedingungen der Reederei befördert, meist in einem eigenen Bereich. In der Hochsaison, wenn viele im Ausland lebende Albaner in die Heimat reisen, sind die Kabinen früh ausgebucht.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Ventouris Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Ventouris Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Bari–Durrës y Bari–Igoumenitsa',
        metaDescription:
          'Billetes de Ventouris Ferries desde Bari a Durrës, Igoumenitsa y Corfú. Rutas, camarotes y viajar con coche.',
        summary: 'Una naviera familiar griega con ferris nocturnos desde Bari a Albania y Grecia.',
        body: `Ventouris Ferries es una naviera griega con una larga tradición familiar en el mar. Sus barcos, los más conocidos de la serie Rigel, cubren sobre todo el sur del Adriático desde **Bari** y son muy utilizados por quienes viajan en coche entre Italia, Albania y Grecia.

### Rutas principales

- Bari – Durrës, salidas nocturnas todo el año
- Bari – Igoumenitsa, con escala en Corfú en temporada de verano

### A bordo

Los barcos tienen camarotes con baño privado, butacas tipo pullman y plazas de cubierta, restaurante autoservicio, bares y tienda. Hay espacio para coches, autocaravanas, motos y camiones. Las mascotas se admiten según las condiciones de la compañía, normalmente en una zona específica. En plena temporada de verano, cuando muchos albaneses residentes en el extranjero vuelven a casa, los camarotes se agotan pronto.

### Reservar con Kyma

En Kyma puede comparar las salidas de Ventouris Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Ventouris Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries : Bari–Durrës et Bari–Igoumenitsa',
        metaDescription:
          'Billets Ventouris Ferries de Bari vers Durrës, Igoumenitsa et Corfou. Lignes, cabines et voyage en voiture.',
        summary:
          'Une compagnie familiale grecque avec des ferries de nuit de Bari vers l’Albanie et la Grèce.',
        body: `Ventouris Ferries est une compagnie grecque dotée d’une longue tradition maritime familiale. Ses navires, dont les plus connus sont les Rigel, desservent surtout le sud de l’Adriatique au départ de **Bari** et sont appréciés des voyageurs qui circulent en voiture entre l’Italie, l’Albanie et la Grèce.

### Principales lignes

- Bari – Durrës, traversées de nuit toute l’année
- Bari – Igoumenitsa, avec escale à Corfou en saison estivale

### À bord

Les navires offrent des cabines avec salle d’eau privative, des fauteuils pullman et des places de pont, un self-service, des bars et une boutique. Ils embarquent voitures, camping-cars, motos et camions. Les animaux sont acceptés selon les conditions de la compagnie, généralement dans un espace dédié. En pleine saison estivale, quand de nombreux Albanais de l’étranger rentrent au pays, les cabines partent tôt.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Ventouris Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Ventouris Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Bari–Durazzo e Bari–Igoumenitsa',
        metaDescription:
          'Biglietti Ventouris Ferries da Bari per Durazzo, Igoumenitsa e Corfù. Rotte, cabine e viaggio in auto.',
        summary:
          'Una compagnia greca a conduzione familiare con traghetti notturni da Bari per l’Albania e la Grecia.',
        body: `Ventouris Ferries è una compagnia greca con una lunga tradizione marinara di famiglia. Le sue navi, le più note delle quali sono le Rigel, servono soprattutto il basso Adriatico con partenza da **Bari** e sono molto usate da chi viaggia in auto tra Italia, Albania e Grecia.

### Linee principali

- Bari – Durazzo, corse notturne tutto l’anno
- Bari – Igoumenitsa, con scalo a Corfù in estate

### A bordo

Le navi hanno cabine con bagno privato, poltrone pullman e passaggi ponte, ristorante self-service, bar e negozio. C’è spazio per auto, camper, moto e camion. Gli animali sono ammessi secondo le condizioni della compagnia, di solito in un’area dedicata. Nei picchi estivi, quando molti albanesi che vivono all’estero tornano a casa, le cabine si esauriscono presto.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Ventouris Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Ventouris Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'ventouris-ferries',
        title: 'Ventouris Ferries: Bari–Durrës dhe Bari–Igumenicë',
        metaDescription:
          'Bileta Ventouris Ferries nga Bari për Durrës, Igumenicë dhe Korfuz. Linjat, kabinat dhe udhëtimi me makinë.',
        summary: 'Kompani greke familjare me tragete nate nga Bari për në Shqipëri dhe Greqi.',
        body: `Ventouris Ferries është kompani greke e trageteve me traditë të gjatë familjare në lundrim. Anijet e saj, më të njohurat ato të serisë Rigel, shërbejnë kryesisht Adriatikun jugor me nisje nga **Bari** dhe janë të preferuara nga udhëtarët që lëvizin me makinë mes Italisë, Shqipërisë dhe Greqisë.

### Linjat kryesore

- Bari – Durrës, udhëtime nate gjatë gjithë vitit
- Bari – Igumenicë, me ndalesë në Korfuz gjatë sezonit veror

### Në bord

Anijet kanë kabina me banjë private, ndenjëse pullman dhe vende në kuvertë, restorant vetëshërbimi, bare dhe dyqan. Ka hapësirë për makina, kamperë, motoçikleta dhe kamionë. Kafshët shtëpiake pranohen sipas kushteve të kompanisë, zakonisht në një zonë të posaçme. Në kulmin e verës, kur shumë shqiptarë të mërguar kthehen në atdhe, kabinat mbushen herët.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Ventouris Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Ventouris Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
];
