import type { SeedCompany } from '../types.ts';

export const COMPANIES_A: SeedCompany[] = [
  {
    key: 'blue-star-ferries',
    code: 'BSF',
    brandColor: '#0057a8',
    text: {
      el: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: δρομολόγια, πλοία και εισιτήρια',
        metaDescription:
          'Εισιτήρια Blue Star Ferries για Κυκλάδες, Δωδεκάνησα, Κρήτη και Βόρειο Αιγαίο. Στόλος, κύριες γραμμές και υπηρεσίες στο πλοίο.',
        summary:
          'Συμβατικά πλοία όλο τον χρόνο από Πειραιά και Ραφήνα προς Κυκλάδες, Δωδεκάνησα και Βορειοανατολικό Αιγαίο.',
        body: `Η Blue Star Ferries ανήκει στον Όμιλο Attica και είναι από τις μεγαλύτερες ακτοπλοϊκές εταιρείες της Ελλάδας. Τα πλοία της, μεγάλα σύγχρονα οχηματαγωγά όπως τα Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios και Blue Star 1 και 2, εκτελούν δρομολόγια όλο τον χρόνο, κάτι που τα κάνει σταθερή επιλογή και τον χειμώνα.

### Κύριες γραμμές

- Πειραιάς – Σύρος – Πάρος – Νάξος – Ίος – Σαντορίνη
- Πειραιάς – Τήνος – Μύκονος και Ραφήνα – Κυκλάδες
- Πειραιάς – Πάτμος – Λέρος – Κάλυμνος – Κως – Ρόδος
- Πειραιάς – Χίος – Μυτιλήνη και Πειραιάς – Ικαρία – Σάμος
- Συνδέσεις με Αμοργό, Αστυπάλαια και μικρότερα νησιά

### Στο πλοίο

Τα πλοία διαθέτουν αριθμημένα καθίσματα αεροπορικού τύπου, σαλόνια, καφετέρια και εστιατόριο αυτοεξυπηρέτησης, ενώ στις μεγαλύτερες διαδρομές υπάρχουν καμπίνες. Σε αρκετά πλοία υπάρχουν καμπίνες όπου επιτρέπονται κατοικίδια. Η εταιρεία προσφέρει ηλεκτρονικό εισιτήριο και ηλεκτρονικό check-in, ενώ τα μέλη του προγράμματος επιβράβευσης SeaSmiles κερδίζουν πόντους και εκπτώσεις. Οι εκπτώσεις για φοιτητές, πολύτεκνους και ΑμεΑ εφαρμόζονται σύμφωνα με την πολιτική της εταιρείας.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Blue Star Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Blue Star Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: routes, ships and tickets',
        metaDescription:
          'Blue Star Ferries tickets to the Cyclades, the Dodecanese, Crete and the North Aegean. Fleet, main routes and onboard services.',
        summary:
          'Year-round conventional ferries from Piraeus and Rafina to the Cyclades, the Dodecanese and the North-East Aegean.',
        body: `Blue Star Ferries is part of Attica Group and one of the largest ferry operators in Greece. Its ships – large modern car ferries such as Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios and Blue Star 1 and 2 – sail all year round, which makes them a dependable choice in winter too.

### Main routes

- Piraeus – Syros – Paros – Naxos – Ios – Santorini
- Piraeus – Tinos – Mykonos, and Rafina – Cyclades
- Piraeus – Patmos – Leros – Kalymnos – Kos – Rhodes
- Piraeus – Chios – Mytilene, and Piraeus – Ikaria – Samos
- Links to Amorgos, Astypalea and smaller islands

### On board

The ships offer numbered aircraft-type seats, lounges, a café and a self-service restaurant, with cabins on the longer routes. Several ships have cabins where pets are allowed. The company offers e-tickets and online check-in, and members of the SeaSmiles loyalty programme collect points and discounts. Reduced fares for students, large families and passengers with disabilities apply in line with the company’s policy.

### Booking with Kyma

On Kyma you can compare Blue Star Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Blue Star Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: Strecken, Schiffe und Tickets',
        metaDescription:
          'Tickets von Blue Star Ferries zu den Kykladen, dem Dodekanes, Kreta und der Nordägäis. Flotte, Hauptstrecken und Service an Bord.',
        summary:
          'Ganzjährig konventionelle Fähren ab Piräus und Rafina zu den Kykladen, zum Dodekanes und in die Nordostägäis.',
        body: `Blue Star Ferries gehört zur Attica Group und ist eine der größten Fährreedereien Griechenlands. Ihre Schiffe – große, moderne Autofähren wie Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios sowie Blue Star 1 und 2 – fahren das ganze Jahr, was sie auch im Winter zu einer verlässlichen Wahl macht.

### Wichtige Strecken

- Piräus – Syros – Paros – Naxos – Ios – Santorini
- Piräus – Tinos – Mykonos sowie Rafina – Kykladen
- Piräus – Patmos – Leros – Kalymnos – Kos – Rhodos
- Piräus – Chios – Mytilini sowie Piräus – Ikaria – Samos
- Verbindungen nach Amorgos, Astypalea und zu kleineren Inseln

### An Bord

Die Schiffe bieten nummerierte Flugzeugsitze, Salons, ein Café und ein Selbstbedienungsrestaurant; auf längeren Strecken stehen Kabinen zur Verfügung. Auf mehreren Schiffen gibt es Kabinen, in denen Haustiere erlaubt sind. Die Reederei bietet E-Tickets und Online-Check-in, und Mitglieder des Treueprogramms SeaSmiles sammeln Punkte und erhalten Rabatte. Ermäßigungen für Studierende, kinderreiche Familien und Menschen mit Behinderung gelten gemäß den Bedingungen der Reederei.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Blue Star Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Blue Star Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: rutas, barcos y billetes',
        metaDescription:
          'Billetes de Blue Star Ferries a las Cícladas, el Dodecaneso, Creta y el Egeo Norte. Flota, rutas principales y servicios a bordo.',
        summary:
          'Ferris convencionales todo el año desde El Pireo y Rafina a las Cícladas, el Dodecaneso y el Egeo nororiental.',
        body: `Blue Star Ferries forma parte de Attica Group y es una de las mayores navieras de Grecia. Sus barcos –grandes ferris modernos como Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios y Blue Star 1 y 2– navegan todo el año, lo que los convierte en una opción fiable también en invierno.

### Rutas principales

- El Pireo – Syros – Paros – Naxos – Ios – Santorini
- El Pireo – Tinos – Mykonos, y Rafina – Cícladas
- El Pireo – Patmos – Leros – Kalymnos – Kos – Rodas
- El Pireo – Quíos – Mitilene, y El Pireo – Icaria – Samos
- Conexiones con Amorgos, Astypalea e islas más pequeñas

### A bordo

Los barcos ofrecen asientos numerados tipo avión, salones, cafetería y restaurante autoservicio, y camarotes en las rutas largas. Varios barcos tienen camarotes en los que se admiten mascotas. La naviera ofrece billete electrónico y facturación en línea, y los socios del programa de fidelización SeaSmiles acumulan puntos y descuentos. Las tarifas reducidas para estudiantes, familias numerosas y personas con discapacidad se aplican según la política de la compañía.

### Reservar con Kyma

En Kyma puede comparar las salidas de Blue Star Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Blue Star Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries : lignes, navires et billets',
        metaDescription:
          'Billets Blue Star Ferries pour les Cyclades, le Dodécanèse, la Crète et l’Égée du Nord. Flotte, principales lignes et services à bord.',
        summary:
          'Des ferries classiques toute l’année depuis Le Pirée et Rafina vers les Cyclades, le Dodécanèse et l’Égée du Nord-Est.',
        body: `Blue Star Ferries fait partie d’Attica Group et compte parmi les plus grandes compagnies de ferries de Grèce. Ses navires – de grands car-ferries modernes comme le Blue Star Delos, le Blue Star Naxos, le Blue Star Paros, le Blue Star Chios ou les Blue Star 1 et 2 – naviguent toute l’année, ce qui en fait un choix sûr aussi en hiver.

### Principales lignes

- Le Pirée – Syros – Paros – Naxos – Ios – Santorin
- Le Pirée – Tinos – Mykonos, et Rafina – Cyclades
- Le Pirée – Patmos – Léros – Kalymnos – Kos – Rhodes
- Le Pirée – Chios – Mytilène, et Le Pirée – Ikaria – Samos
- Liaisons vers Amorgos, Astypalée et des îles plus petites

### À bord

Les navires proposent des sièges numérotés de type avion, des salons, une cafétéria et un self-service, ainsi que des cabines sur les longues traversées. Plusieurs navires disposent de cabines acceptant les animaux. La compagnie propose le billet électronique et l’enregistrement en ligne, et les membres du programme de fidélité SeaSmiles cumulent points et réductions. Les tarifs réduits pour étudiants, familles nombreuses et personnes handicapées s’appliquent selon la politique de la compagnie.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Blue Star Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Blue Star Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: rotte, navi e biglietti',
        metaDescription:
          'Biglietti Blue Star Ferries per Cicladi, Dodecaneso, Creta ed Egeo settentrionale. Flotta, rotte principali e servizi a bordo.',
        summary:
          'Traghetti convenzionali tutto l’anno dal Pireo e da Rafina per le Cicladi, il Dodecaneso e l’Egeo nord-orientale.',
        body: `Blue Star Ferries fa parte di Attica Group ed è una delle maggiori compagnie di navigazione della Grecia. Le sue navi – grandi traghetti moderni come Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios e Blue Star 1 e 2 – navigano tutto l’anno, e sono quindi una scelta affidabile anche in inverno.

### Linee principali

- Pireo – Syros – Paros – Naxos – Ios – Santorini
- Pireo – Tinos – Mykonos, e Rafina – Cicladi
- Pireo – Patmos – Leros – Kalymnos – Kos – Rodi
- Pireo – Chios – Mitilene, e Pireo – Ikaria – Samos
- Collegamenti con Amorgos, Astypalea e isole minori

### A bordo

Le navi offrono poltrone numerate tipo aereo, saloni, caffetteria e ristorante self-service, con cabine sulle rotte più lunghe. Su diverse navi ci sono cabine in cui sono ammessi gli animali. La compagnia offre biglietto elettronico e check-in online, e i soci del programma fedeltà SeaSmiles accumulano punti e sconti. Le riduzioni per studenti, famiglie numerose e persone con disabilità si applicano secondo la politica della compagnia.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Blue Star Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Blue Star Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'blue-star-ferries',
        title: 'Blue Star Ferries: linja, anije dhe bileta',
        metaDescription:
          'Bileta Blue Star Ferries për Cikladet, Dodekanezin, Kretën dhe Egjeun e Veriut. Flota, linjat kryesore dhe shërbimet në bord.',
        summary:
          'Tragete konvencionale gjatë gjithë vitit nga Pireu dhe Rafina drejt Cikladeve, Dodekanezit dhe Egjeut verilindor.',
        body: `Blue Star Ferries është pjesë e Attica Group dhe një nga kompanitë më të mëdha të trageteve në Greqi. Anijet e saj – tragete të mëdha moderne si Blue Star Delos, Blue Star Naxos, Blue Star Paros, Blue Star Chios dhe Blue Star 1 e 2 – lundrojnë gjatë gjithë vitit, gjë që i bën zgjedhje të besueshme edhe në dimër.

### Linjat kryesore

- Pire – Siros – Paros – Naksos – Ios – Santorini
- Pire – Tinos – Mikonos, si dhe Rafina – Ciklade
- Pire – Patmos – Leros – Kalimnos – Kos – Rodos
- Pire – Kio – Mitilini, si dhe Pire – Ikaria – Samos
- Lidhje me Amorgosin, Astipalean dhe ishuj më të vegjël

### Në bord

Anijet ofrojnë ndenjëse të numëruara si në avion, sallone, kafene dhe restorant vetëshërbimi, ndërsa në linjat e gjata ka kabina. Në disa anije ka kabina ku lejohen kafshët shtëpiake. Kompania ofron biletë elektronike dhe check-in online, ndërsa anëtarët e programit të besnikërisë SeaSmiles mbledhin pikë dhe zbritje. Uljet për studentë, familje të mëdha dhe persona me aftësi të kufizuara zbatohen sipas politikës së kompanisë.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Blue Star Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Blue Star Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'superfast-ferries',
    code: 'SF',
    brandColor: '#d2232a',
    text: {
      el: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: πλοία Ελλάδα–Ιταλία',
        metaDescription:
          'Εισιτήρια Superfast Ferries Πάτρα–Ηγουμενίτσα–Ανκόνα και Μπάρι. Στόλος, δρομολόγια, καμπίνες και ταξίδι με αυτοκίνητο ή κατοικίδιο.',
        summary:
          'Μεγάλα επιβατηγά-οχηματαγωγά στην Αδριατική, από Πάτρα και Ηγουμενίτσα προς Ανκόνα, Μπάρι και Βενετία.',
        body: `Η Superfast Ferries ξεκίνησε το 1995 και άλλαξε τα δεδομένα στην Αδριατική, μειώνοντας σημαντικά τον χρόνο του ταξιδιού μεταξύ Ελλάδας και Ιταλίας. Σήμερα ανήκει στον Όμιλο Attica και τα πλοία της, όπως τα Superfast I, II και XI, είναι μεγάλα κρουαζιερόπλοια-οχηματαγωγά με χώρο για εκατοντάδες αυτοκίνητα και φορτηγά. Σε ορισμένες γραμμές λειτουργεί σε συνεργασία με την ANEK Lines.

### Κύριες γραμμές

- Πάτρα – Ηγουμενίτσα – Ανκόνα
- Πάτρα – Ηγουμενίτσα – Μπάρι, με στάση στην Κέρκυρα την καλοκαιρινή περίοδο
- Συνδέσεις με Βενετία σε συνεργασία με την ANEK Lines

### Στο πλοίο

Υπάρχουν καμπίνες εσωτερικές και εξωτερικές, σουίτες, καθίσματα τύπου pullman και θέσεις καταστρώματος. Τα πλοία έχουν εστιατόριο α λα καρτ και αυτοεξυπηρέτησης, μπαρ, καταστήματα και παιδικό χώρο. Το καλοκαίρι, σε ορισμένα δρομολόγια διατίθεται «κάμπινγκ στο πλοίο» για όσους ταξιδεύουν με τροχόσπιτο. Τα κατοικίδια ταξιδεύουν σε ειδικούς χώρους ή σε καμπίνες φιλικές προς ζώα, όπου υπάρχουν. Ισχύει το πρόγραμμα επιβράβευσης SeaSmiles.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Superfast Ferries με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Superfast Ferries, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: Greece–Italy ferries',
        metaDescription:
          'Superfast Ferries tickets Patras–Igoumenitsa–Ancona and Bari. Fleet, routes, cabins and travelling with a car or a pet.',
        summary:
          'Large cruise ferries on the Adriatic, from Patras and Igoumenitsa to Ancona, Bari and Venice.',
        body: `Superfast Ferries started in 1995 and changed Adriatic travel, cutting crossing times between Greece and Italy considerably. Today it is part of Attica Group, and its ships, such as Superfast I, II and XI, are large cruise ferries with space for hundreds of cars and lorries. On some routes it operates jointly with ANEK Lines.

### Main routes

- Patras – Igoumenitsa – Ancona
- Patras – Igoumenitsa – Bari, with a call at Corfu in the summer season
- Links with Venice in cooperation with ANEK Lines

### On board

There are inside and outside cabins, suites, pullman seats and deck places. The ships have à la carte and self-service restaurants, bars, shops and a children’s play area. In summer, “camping on board” is available on some sailings for travellers with a camper or caravan. Pets travel in dedicated areas or in pet-friendly cabins where available. The SeaSmiles loyalty programme applies.

### Booking with Kyma

On Kyma you can compare Superfast Ferries sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Superfast Ferries, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: Fähren Griechenland–Italien',
        metaDescription:
          'Tickets von Superfast Ferries Patras–Igoumenitsa–Ancona und Bari. Flotte, Strecken, Kabinen und Reisen mit Auto oder Haustier.',
        summary:
          'Große Kreuzfahrtfähren auf der Adria, von Patras und Igoumenitsa nach Ancona, Bari und Venedig.',
        body: `Superfast Ferries startete 1995 und veränderte die Adria-Überfahrt grundlegend, indem sie die Fahrzeit zwischen Griechenland und Italien deutlich verkürzte. Heute gehört die Reederei zur Attica Group; ihre Schiffe wie Superfast I, II und XI sind große Kreuzfahrtfähren mit Platz für Hunderte von Pkw und Lkw. Auf einigen Strecken fährt sie gemeinsam mit ANEK Lines.

### Wichtige Strecken

- Patras – Igoumenitsa – Ancona
- Patras – Igoumenitsa – Bari, im Sommer mit Halt auf Korfu
- Verbindungen nach Venedig in Zusammenarbeit mit ANEK Lines

### An Bord

Es gibt Innen- und Außenkabinen, Suiten, Pullmansitze und Deckplätze. Die Schiffe haben À-la-carte- und Selbstbedienungsrestaurants, Bars, Geschäfte und einen Kinderspielbereich. Im Sommer wird auf manchen Abfahrten „Camping an Bord“ für Reisende mit Wohnmobil oder Wohnwagen angeboten. Haustiere reisen in eigenen Bereichen oder, wo vorhanden, in tierfreundlichen Kabinen. Es gilt das Treueprogramm SeaSmiles.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Superfast Ferries mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Superfast Ferries ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: ferris Grecia–Italia',
        metaDescription:
          'Billetes de Superfast Ferries Patras–Igoumenitsa–Ancona y Bari. Flota, rutas, camarotes y viajar con coche o mascota.',
        summary:
          'Grandes cruceros-ferri en el Adriático, desde Patras e Igoumenitsa a Ancona, Bari y Venecia.',
        body: `Superfast Ferries nació en 1995 y transformó la travesía del Adriático al reducir notablemente el tiempo de viaje entre Grecia e Italia. Hoy forma parte de Attica Group, y sus barcos, como el Superfast I, II y XI, son grandes cruceros-ferri con espacio para cientos de coches y camiones. En algunas rutas opera conjuntamente con ANEK Lines.

### Rutas principales

- Patras – Igoumenitsa – Ancona
- Patras – Igoumenitsa – Bari, con escala en Corfú en temporada de verano
- Conexiones con Venecia en colaboración con ANEK Lines

### A bordo

Hay camarotes interiores y exteriores, suites, butacas tipo pullman y plazas de cubierta. Los barcos cuentan con restaurante a la carta y autoservicio, bares, tiendas y zona infantil. En verano se ofrece «camping a bordo» en algunas salidas para quienes viajan en autocaravana o caravana. Las mascotas viajan en zonas específicas o en camarotes que las admiten, donde los haya. Se aplica el programa de fidelización SeaSmiles.

### Reservar con Kyma

En Kyma puede comparar las salidas de Superfast Ferries con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Superfast Ferries, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries : ferries Grèce–Italie',
        metaDescription:
          'Billets Superfast Ferries Patras–Igoumenitsa–Ancône et Bari. Flotte, lignes, cabines et voyage avec voiture ou animal.',
        summary:
          'De grands ferries de croisière sur l’Adriatique, de Patras et Igoumenitsa vers Ancône, Bari et Venise.',
        body: `Superfast Ferries est née en 1995 et a transformé la traversée de l’Adriatique en réduisant nettement la durée du voyage entre la Grèce et l’Italie. Elle appartient aujourd’hui à Attica Group, et ses navires, comme les Superfast I, II et XI, sont de grands ferries de croisière pouvant embarquer des centaines de voitures et de camions. Sur certaines lignes, elle opère conjointement avec ANEK Lines.

### Principales lignes

- Patras – Igoumenitsa – Ancône
- Patras – Igoumenitsa – Bari, avec escale à Corfou en saison estivale
- Liaisons avec Venise en coopération avec ANEK Lines

### À bord

On trouve des cabines intérieures et extérieures, des suites, des fauteuils pullman et des places de pont. Les navires disposent de restaurants à la carte et en libre-service, de bars, de boutiques et d’un espace enfants. En été, le « camping à bord » est proposé sur certaines traversées pour les voyageurs en camping-car ou caravane. Les animaux voyagent dans des espaces dédiés ou, lorsqu’elles existent, dans des cabines adaptées. Le programme de fidélité SeaSmiles s’applique.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Superfast Ferries avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Superfast Ferries, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: traghetti Grecia–Italia',
        metaDescription:
          'Biglietti Superfast Ferries Patrasso–Igoumenitsa–Ancona e Bari. Flotta, rotte, cabine e viaggio con auto o animali.',
        summary:
          'Grandi navi traghetto sull’Adriatico, da Patrasso e Igoumenitsa per Ancona, Bari e Venezia.',
        body: `Superfast Ferries è nata nel 1995 e ha cambiato la traversata dell’Adriatico, riducendo di molto i tempi di viaggio tra Grecia e Italia. Oggi fa parte di Attica Group e le sue navi, come Superfast I, II e XI, sono grandi cruise ferry con spazio per centinaia di auto e camion. Su alcune rotte opera insieme ad ANEK Lines.

### Linee principali

- Patrasso – Igoumenitsa – Ancona
- Patrasso – Igoumenitsa – Bari, con scalo a Corfù in estate
- Collegamenti con Venezia in collaborazione con ANEK Lines

### A bordo

Ci sono cabine interne ed esterne, suite, poltrone pullman e passaggi ponte. Le navi hanno ristorante à la carte e self-service, bar, negozi e area giochi per bambini. D’estate su alcune corse è disponibile il «camping a bordo» per chi viaggia in camper o roulotte. Gli animali viaggiano in aree dedicate o, dove presenti, in cabine pet-friendly. Si applica il programma fedeltà SeaSmiles.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Superfast Ferries con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Superfast Ferries, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'superfast-ferries',
        title: 'Superfast Ferries: tragete Greqi–Itali',
        metaDescription:
          'Bileta Superfast Ferries Patra–Igumenicë–Ankona dhe Bari. Flota, linjat, kabinat dhe udhëtimi me makinë ose kafshë shtëpiake.',
        summary:
          'Tragete të mëdha lundrimi në Adriatik, nga Patra dhe Igumenica për në Ankona, Bari dhe Venecia.',
        body: `Superfast Ferries filloi në vitin 1995 dhe ndryshoi udhëtimin në Adriatik, duke shkurtuar ndjeshëm kohën e lundrimit mes Greqisë dhe Italisë. Sot është pjesë e Attica Group, dhe anijet e saj, si Superfast I, II dhe XI, janë tragete të mëdha me hapësirë për qindra makina dhe kamionë. Në disa linja operon së bashku me ANEK Lines.

### Linjat kryesore

- Patra – Igumenicë – Ankona
- Patra – Igumenicë – Bari, me ndalesë në Korfuz gjatë sezonit veror
- Lidhje me Venecian në bashkëpunim me ANEK Lines

### Në bord

Ka kabina të brendshme dhe të jashtme, suita, ndenjëse pullman dhe vende në kuvertë. Anijet kanë restorant à la carte dhe vetëshërbimi, bare, dyqane dhe kënd lojërash për fëmijë. Në verë, në disa udhëtime ofrohet «kamping në bord» për udhëtarët me kamper ose rimorkio banimi. Kafshët shtëpiake udhëtojnë në hapësira të posaçme ose, kur ka, në kabina që i lejojnë. Zbatohet programi i besnikërisë SeaSmiles.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Superfast Ferries me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Superfast Ferries, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'hellenic-seaways',
    code: 'HSW',
    brandColor: '#003b71',
    text: {
      el: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: Αργοσαρωνικός, Σποράδες και Βόρειο Αιγαίο',
        metaDescription:
          'Εισιτήρια Hellenic Seaways για Αίγινα, Πόρο, Ύδρα, Σπέτσες, Σποράδες και Βόρειο Αιγαίο. Ιπτάμενα δελφίνια, ταχύπλοα και συμβατικά πλοία.',
        summary:
          'Τα γνωστά «Ιπτάμενα Δελφίνια» και ταχύπλοα στον Αργοσαρωνικό και τις Σποράδες, και συμβατικά πλοία προς το Βόρειο Αιγαίο.',
        body: `Η Hellenic Seaways ανήκει στον Όμιλο Attica και είναι ιδιαίτερα γνωστή για τα **Ιπτάμενα Δελφίνια**, τα υδροπτέρυγα που για δεκαετίες συνδέουν τον Πειραιά με τα νησιά του Αργοσαρωνικού, και για τα ταχύπλοα καταμαράν Flying Cat. Διαθέτει επίσης συμβατικά οχηματαγωγά, όπως τα Νήσος Χίος και Νήσος Σάμος, για μεγαλύτερες αποστάσεις.

### Κύριες γραμμές

- Πειραιάς – Αίγινα, Αγκίστρι, Πόρος, Ύδρα, Ερμιόνη, Σπέτσες, Πόρτο Χέλι
- Άγιος Κωνσταντίνος και Βόλος – Σκιάθος – Σκόπελος – Αλόννησος
- Πειραιάς – Χίος – Μυτιλήνη και συνδέσεις στο Βόρειο Αιγαίο

### Στο πλοίο

Στα ταχύπλοα του Αργοσαρωνικού οι θέσεις είναι αριθμημένες και υπάρχει μπαρ με σνακ· τα υδροπτέρυγα δεν μεταφέρουν οχήματα. Στα συμβατικά πλοία υπάρχουν σαλόνια, καφετέρια, εστιατόριο και καμπίνες για τα νυχτερινά δρομολόγια. Η εταιρεία εκδίδει ηλεκτρονικά εισιτήρια και συμμετέχει στο πρόγραμμα επιβράβευσης SeaSmiles. Για κατοικίδια και μεγάλες αποσκευές στα ταχύπλοα ισχύουν ειδικοί κανόνες.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Hellenic Seaways με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Hellenic Seaways, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: Saronic Gulf, Sporades and North Aegean',
        metaDescription:
          'Hellenic Seaways tickets to Aegina, Poros, Hydra, Spetses, the Sporades and the North Aegean. Flying Dolphins, fast craft and ferries.',
        summary:
          'The well-known Flying Dolphins and fast craft in the Saronic Gulf and the Sporades, and conventional ferries to the North Aegean.',
        body: `Hellenic Seaways is part of Attica Group and is best known for its **Flying Dolphin** hydrofoils, which have linked Piraeus with the Saronic islands for decades, and its Flying Cat high-speed catamarans. It also runs conventional car ferries, such as Nissos Chios and Nissos Samos, on longer routes.

### Main routes

- Piraeus – Aegina, Agkistri, Poros, Hydra, Ermioni, Spetses, Porto Heli
- Agios Konstantinos and Volos – Skiathos – Skopelos – Alonissos
- Piraeus – Chios – Mytilene and links in the North Aegean

### On board

On the Saronic fast craft seats are numbered and there is a snack bar; hydrofoils do not carry vehicles. The conventional ferries have lounges, a café, a restaurant and cabins for overnight sailings. The company issues e-tickets and takes part in the SeaSmiles loyalty programme. Special rules apply to pets and large luggage on the fast craft.

### Booking with Kyma

On Kyma you can compare Hellenic Seaways sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Hellenic Seaways, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: Saronischer Golf, Sporaden und Nordägäis',
        metaDescription:
          'Tickets von Hellenic Seaways nach Ägina, Poros, Hydra, Spetses, zu den Sporaden und in die Nordägäis. Flying Dolphins, Schnellboote, Fähren.',
        summary:
          'Die bekannten Flying Dolphins und Schnellboote im Saronischen Golf und auf den Sporaden sowie konventionelle Fähren in die Nordägäis.',
        body: `Hellenic Seaways gehört zur Attica Group und ist vor allem für ihre **Flying-Dolphin**-Tragflügelboote bekannt, die Piräus seit Jahrzehnten mit den Saronischen Inseln verbinden, sowie für die Schnellkatamarane Flying Cat. Auf längeren Strecken setzt die Reederei zudem konventionelle Autofähren wie Nissos Chios und Nissos Samos ein.

### Wichtige Strecken

- Piräus – Ägina, Agkistri, Poros, Hydra, Ermioni, Spetses, Porto Heli
- Agios Konstantinos und Volos – Skiathos – Skopelos – Alonissos
- Piräus – Chios – Mytilini sowie Verbindungen in der Nordägäis

### An Bord

Auf den Schnellbooten im Saronischen Golf sind die Sitze nummeriert, und es gibt eine Snackbar; Tragflügelboote nehmen keine Fahrzeuge mit. Die konventionellen Fähren bieten Salons, ein Café, ein Restaurant und Kabinen für Nachtfahrten. Die Reederei stellt E-Tickets aus und nimmt am Treueprogramm SeaSmiles teil. Für Haustiere und großes Gepäck gelten auf den Schnellbooten besondere Regeln.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Hellenic Seaways mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Hellenic Seaways ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: golfo Sarónico, Espóradas y Egeo Norte',
        metaDescription:
          'Billetes de Hellenic Seaways a Egina, Poros, Hidra, Spetses, las Espóradas y el Egeo Norte. Flying Dolphin, rápidos y ferris.',
        summary:
          'Los conocidos Flying Dolphin y barcos rápidos en el golfo Sarónico y las Espóradas, y ferris convencionales al Egeo Norte.',
        body: `Hellenic Seaways forma parte de Attica Group y es conocida sobre todo por sus hidroalas **Flying Dolphin**, que desde hace décadas unen El Pireo con las islas del Sarónico, y por sus catamaranes rápidos Flying Cat. También opera ferris convencionales, como el Nissos Chios y el Nissos Samos, en rutas más largas.

### Rutas principales

- El Pireo – Egina, Agkistri, Poros, Hidra, Ermioni, Spetses, Porto Heli
- Agios Konstantinos y Volos – Skiathos – Skopelos – Alonissos
- El Pireo – Quíos – Mitilene y conexiones en el Egeo Norte

### A bordo

En los rápidos del Sarónico los asientos están numerados y hay un bar con aperitivos; los hidroalas no transportan vehículos. Los ferris convencionales tienen salones, cafetería, restaurante y camarotes para las travesías nocturnas. La naviera emite billetes electrónicos y participa en el programa de fidelización SeaSmiles. Para mascotas y equipaje voluminoso en los rápidos rigen normas especiales.

### Reservar con Kyma

En Kyma puede comparar las salidas de Hellenic Seaways con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Hellenic Seaways, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways : golfe Saronique, Sporades et Égée du Nord',
        metaDescription:
          'Billets Hellenic Seaways pour Égine, Poros, Hydra, Spetses, les Sporades et l’Égée du Nord. Flying Dolphins, rapides et ferries.',
        summary:
          'Les célèbres Flying Dolphins et navires rapides dans le golfe Saronique et les Sporades, et des ferries classiques vers l’Égée du Nord.',
        body: `Hellenic Seaways fait partie d’Attica Group et doit sa notoriété à ses hydroptères **Flying Dolphin**, qui relient depuis des décennies Le Pirée aux îles Saroniques, et à ses catamarans rapides Flying Cat. Elle exploite aussi des car-ferries classiques, comme le Nissos Chios et le Nissos Samos, sur les lignes plus longues.

### Principales lignes

- Le Pirée – Égine, Agkistri, Poros, Hydra, Ermioni, Spetses, Porto Heli
- Agios Konstantinos et Volos – Skiathos – Skopelos – Alonissos
- Le Pirée – Chios – Mytilène et liaisons en Égée du Nord

### À bord

Sur les rapides du golfe Saronique, les places sont numérotées et un bar propose des en-cas ; les hydroptères n’embarquent pas de véhicules. Les ferries classiques offrent salons, cafétéria, restaurant et cabines pour les traversées de nuit. La compagnie émet des billets électroniques et participe au programme de fidélité SeaSmiles. Des règles particulières s’appliquent aux animaux et aux gros bagages sur les rapides.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Hellenic Seaways avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Hellenic Seaways, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: golfo Saronico, Sporadi ed Egeo settentrionale',
        metaDescription:
          'Biglietti Hellenic Seaways per Egina, Poros, Idra, Spetses, le Sporadi e l’Egeo settentrionale. Flying Dolphin, veloci e traghetti.',
        summary:
          'I noti Flying Dolphin e i mezzi veloci nel golfo Saronico e nelle Sporadi, e traghetti convenzionali per l’Egeo settentrionale.',
        body: `Hellenic Seaways fa parte di Attica Group ed è nota soprattutto per gli aliscafi **Flying Dolphin**, che da decenni collegano il Pireo con le isole del golfo Saronico, e per i catamarani veloci Flying Cat. Sulle rotte più lunghe impiega anche traghetti convenzionali, come Nissos Chios e Nissos Samos.

### Linee principali

- Pireo – Egina, Agkistri, Poros, Idra, Ermioni, Spetses, Porto Heli
- Agios Konstantinos e Volos – Skiathos – Skopelos – Alonissos
- Pireo – Chios – Mitilene e collegamenti nell’Egeo settentrionale

### A bordo

Sui veloci del Saronico i posti sono numerati e c’è un bar con snack; gli aliscafi non trasportano veicoli. I traghetti convenzionali hanno saloni, caffetteria, ristorante e cabine per le corse notturne. La compagnia emette biglietti elettronici e aderisce al programma fedeltà SeaSmiles. Per animali e bagagli ingombranti sui mezzi veloci valgono regole particolari.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Hellenic Seaways con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Hellenic Seaways, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'hellenic-seaways',
        title: 'Hellenic Seaways: Gjiri Saronik, Sporadet dhe Egjeu i Veriut',
        metaDescription:
          'Bileta Hellenic Seaways për Egjinë, Poros, Hidra, Spetses, Sporadet dhe Egjeun e Veriut. Flying Dolphin, mjete të shpejta dhe tragete.',
        summary:
          'Flying Dolphin-ët e njohur dhe mjetet e shpejta në Gjirin Saronik dhe Sporade, si dhe tragete konvencionale për Egjeun e Veriut.',
        body: `Hellenic Seaways është pjesë e Attica Group dhe njihet sidomos për hidroplanët **Flying Dolphin**, që prej dekadash lidhin Pireun me ishujt e Gjirit Saronik, si dhe për katamaranët e shpejtë Flying Cat. Në linjat më të gjata përdor edhe tragete konvencionale, si Nissos Chios dhe Nissos Samos.

### Linjat kryesore

- Pire – Egjinë, Agistri, Poros, Hidra, Ermioni, Spetses, Porto Heli
- Agios Konstandinos dhe Volos – Skiathos – Skopelos – Alonisos
- Pire – Kio – Mitilini dhe lidhje në Egjeun e Veriut

### Në bord

Në mjetet e shpejta të Saronikut vendet janë të numëruara dhe ka bar me ushqime të lehta; hidroplanët nuk marrin automjete. Tragetet konvencionale kanë sallone, kafene, restorant dhe kabina për udhëtimet e natës. Kompania lëshon bileta elektronike dhe merr pjesë në programin e besnikërisë SeaSmiles. Për kafshët shtëpiake dhe bagazhet e mëdha në mjetet e shpejta vlejnë rregulla të veçanta.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Hellenic Seaways me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Hellenic Seaways, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
  {
    key: 'seajets',
    code: 'SJ',
    brandColor: '#1d3f8f',
    text: {
      el: {
        slug: 'seajets',
        title: 'Seajets: ταχύπλοα για Κυκλάδες και Κρήτη',
        metaDescription:
          'Εισιτήρια Seajets από Πειραιά και Ραφήνα για Μύκονο, Πάρο, Νάξο, Σαντορίνη, Μήλο και Ηράκλειο. Στόλος, γραμμές και θέσεις.',
        summary:
          'Ο μεγαλύτερος στόλος ταχυπλόων στο Αιγαίο, με γρήγορες συνδέσεις Πειραιά και Ραφήνας με τις Κυκλάδες και την Κρήτη.',
        body: `Η Seajets διαθέτει τον μεγαλύτερο στόλο ταχύπλοων σκαφών στο Αιγαίο: καταμαράν όπως τα WorldChampion Jet, Champion Jet και Power Jet, αλλά και μικρότερα ταχύπλοα για τα νησιά με λιγότερη κίνηση. Τα σκάφη της κόβουν στη μέση τον χρόνο του ταξιδιού σε σχέση με τα συμβατικά πλοία, κάτι που βοηθά ιδιαίτερα όσους κάνουν island hopping με λίγες μέρες στη διάθεσή τους.

### Κύριες γραμμές

- Πειραιάς και Ραφήνα – Μύκονος – Πάρος – Νάξος – Ίος – Σαντορίνη
- Πειραιάς – Σίφνος – Μήλος – Φολέγανδρος – Σαντορίνη
- Σαντορίνη – Ηράκλειο Κρήτης
- Συνδέσεις με Τήνο, Σύρο, Αμοργό και Μικρές Κυκλάδες το καλοκαίρι

### Στο πλοίο

Οι επιβάτες κάθονται σε αριθμημένες θέσεις σε κλιματιζόμενα σαλόνια, συνήθως σε κατηγορίες Economy, Business ή VIP, ανάλογα με το σκάφος. Υπάρχει μπαρ με καφέ και σνακ. Τα μεγαλύτερα καταμαράν μεταφέρουν και οχήματα. Λόγω της ταχύτητας, τα ταχύπλοα επηρεάζονται περισσότερο από τον αέρα: τις μέρες με ισχυρά μελτέμια ενδέχεται να υπάρξουν αλλαγές ή ακυρώσεις. Οι όροι αλλαγών και ακυρώσεων καθορίζονται από την εταιρεία.

### Κράτηση μέσω Kyma

Στην Kyma συγκρίνετε τα δρομολόγια της Seajets με εκείνα άλλων εταιρειών στην ίδια γραμμή, συνδυάζετε σκέλη διαφορετικών εταιρειών σε μία κράτηση και πληρώνετε με ασφάλεια. Τα εισιτήρια εκδίδονται σύμφωνα με τους όρους της Seajets, μαζί με τους κανόνες της για αλλαγές και ακυρώσεις, και η ομάδα μας στον Πειραιά σας βοηθά σε ό,τι χρειαστείτε.`,
      },
      en: {
        slug: 'seajets',
        title: 'Seajets: high-speed ferries to the Cyclades and Crete',
        metaDescription:
          'Seajets tickets from Piraeus and Rafina to Mykonos, Paros, Naxos, Santorini, Milos and Heraklion. Fleet, routes and seating.',
        summary:
          'The largest high-speed fleet in the Aegean, with fast links from Piraeus and Rafina to the Cyclades and Crete.',
        body: `Seajets operates the largest high-speed fleet in the Aegean: catamarans such as WorldChampion Jet, Champion Jet and Power Jet, plus smaller fast craft for quieter islands. Its vessels roughly halve crossing times compared with conventional ferries, which is a real help for island-hoppers with only a few days to spare.

### Main routes

- Piraeus and Rafina – Mykonos – Paros – Naxos – Ios – Santorini
- Piraeus – Sifnos – Milos – Folegandros – Santorini
- Santorini – Heraklion (Crete)
- Links to Tinos, Syros, Amorgos and the Small Cyclades in summer

### On board

Passengers sit in numbered seats in air-conditioned lounges, usually in Economy, Business or VIP classes depending on the vessel. There is a bar serving coffee and snacks. The larger catamarans also carry vehicles. Because of their speed, fast craft are more affected by wind: on days with strong meltemi there may be changes or cancellations. Change and cancellation terms are set by the company.

### Booking with Kyma

On Kyma you can compare Seajets sailings with those of other companies on the same route, combine legs of different operators in one booking and pay securely. Tickets are issued under the terms of Seajets, including its rules on changes and cancellations, and our team in Piraeus is on hand if you need help.`,
      },
      de: {
        slug: 'seajets',
        title: 'Seajets: Schnellfähren zu den Kykladen und nach Kreta',
        metaDescription:
          'Seajets-Tickets ab Piräus und Rafina nach Mykonos, Paros, Naxos, Santorini, Milos und Heraklion. Flotte, Strecken und Sitzklassen.',
        summary:
          'Die größte Schnellfährflotte der Ägäis, mit schnellen Verbindungen ab Piräus und Rafina zu den Kykladen und nach Kreta.',
        body: `Seajets betreibt die größte Schnellfährflotte der Ägäis: Katamarane wie WorldChampion Jet, Champion Jet und Power Jet sowie kleinere Schnellboote für weniger frequentierte Inseln. Die Schiffe halbieren die Fahrzeit gegenüber konventionellen Fähren ungefähr – ein echter Vorteil für Inselhopper mit wenigen Tagen Zeit.

### Wichtige Strecken

- Piräus und Rafina – Mykonos – Paros – Naxos – Ios – Santorini
- Piräus – Sifnos – Milos – Folegandros – Santorini
- Santorini – Heraklion (Kreta)
- Im Sommer Verbindungen nach Tinos, Syros, Amorgos und zu den Kleinen Kykladen

### An Bord

Die Fahrgäste sitzen auf nummerierten Plätzen in klimatisierten Salons, je nach Schiff meist in den Klassen Economy, Business oder VIP. Eine Bar bietet Kaffee und Snacks. Die größeren Katamarane nehmen auch Fahrzeuge mit. Wegen ihrer Geschwindigkeit sind Schnellboote windanfälliger: An Tagen mit starkem Meltemi kann es zu Änderungen oder Ausfällen kommen. Die Umbuchungs- und Stornobedingungen legt die Reederei fest.

### Buchen bei Kyma

Bei Kyma vergleichen Sie die Abfahrten von Seajets mit denen anderer Reedereien auf derselben Strecke, kombinieren Teilstrecken verschiedener Anbieter in einer Buchung und bezahlen sicher. Die Tickets werden zu den Bedingungen von Seajets ausgestellt, einschließlich der Regeln für Umbuchung und Stornierung; unser Team in Piräus hilft Ihnen bei Fragen gern weiter.`,
      },
      es: {
        slug: 'seajets',
        title: 'Seajets: ferris rápidos a las Cícladas y Creta',
        metaDescription:
          'Billetes de Seajets desde El Pireo y Rafina a Mykonos, Paros, Naxos, Santorini, Milos y Heraklion. Flota, rutas y clases.',
        summary:
          'La mayor flota de barcos rápidos del Egeo, con conexiones veloces desde El Pireo y Rafina a las Cícladas y Creta.',
        body: `Seajets opera la mayor flota de barcos rápidos del Egeo: catamaranes como WorldChampion Jet, Champion Jet y Power Jet, además de embarcaciones rápidas más pequeñas para las islas con menos tráfico. Sus barcos reducen aproximadamente a la mitad el tiempo de travesía frente a los ferris convencionales, algo muy útil para quien recorre las islas con pocos días.

### Rutas principales

- El Pireo y Rafina – Mykonos – Paros – Naxos – Ios – Santorini
- El Pireo – Sifnos – Milos – Folegandros – Santorini
- Santorini – Heraklion (Creta)
- En verano, conexiones con Tinos, Syros, Amorgos y las Pequeñas Cícladas

### A bordo

Los pasajeros viajan en asientos numerados en salones climatizados, normalmente en clases Economy, Business o VIP según el barco. Hay un bar con café y tentempiés. Los catamaranes más grandes también transportan vehículos. Por su velocidad, los barcos rápidos se ven más afectados por el viento: los días de meltemi fuerte puede haber cambios o cancelaciones. Las condiciones de cambio y cancelación las fija la compañía.

### Reservar con Kyma

En Kyma puede comparar las salidas de Seajets con las de otras navieras en la misma ruta, combinar trayectos de distintas compañías en una sola reserva y pagar de forma segura. Los billetes se emiten según las condiciones de Seajets, incluidas sus normas de cambios y cancelaciones, y nuestro equipo en El Pireo le ayuda en lo que necesite.`,
      },
      fr: {
        slug: 'seajets',
        title: 'Seajets : navires rapides vers les Cyclades et la Crète',
        metaDescription:
          'Billets Seajets depuis Le Pirée et Rafina pour Mykonos, Paros, Naxos, Santorin, Milos et Héraklion. Flotte, lignes et classes.',
        summary:
          'La plus grande flotte de navires rapides de l’Égée, avec des liaisons express du Pirée et de Rafina vers les Cyclades et la Crète.',
        body: `Seajets exploite la plus grande flotte de navires rapides de l’Égée : des catamarans comme le WorldChampion Jet, le Champion Jet et le Power Jet, ainsi que des unités plus petites pour les îles moins fréquentées. Ses navires divisent environ par deux la durée des traversées par rapport aux ferries classiques, un vrai atout pour qui saute d’île en île en quelques jours.

### Principales lignes

- Le Pirée et Rafina – Mykonos – Paros – Naxos – Ios – Santorin
- Le Pirée – Sifnos – Milos – Folégandros – Santorin
- Santorin – Héraklion (Crète)
- En été, liaisons vers Tinos, Syros, Amorgos et les Petites Cyclades

### À bord

Les passagers voyagent en places numérotées dans des salons climatisés, généralement en classes Economy, Business ou VIP selon le navire. Un bar sert café et en-cas. Les plus grands catamarans embarquent aussi des véhicules. En raison de leur vitesse, les rapides sont plus sensibles au vent : les jours de fort meltem, des modifications ou annulations sont possibles. Les conditions de modification et d’annulation sont fixées par la compagnie.

### Réserver avec Kyma

Sur Kyma, vous comparez les départs de Seajets avec ceux des autres compagnies sur la même ligne, combinez des trajets de différents opérateurs dans une seule réservation et payez en toute sécurité. Les billets sont émis selon les conditions de Seajets, y compris ses règles de modification et d’annulation, et notre équipe au Pirée reste à votre disposition.`,
      },
      it: {
        slug: 'seajets',
        title: 'Seajets: traghetti veloci per le Cicladi e Creta',
        metaDescription:
          'Biglietti Seajets dal Pireo e da Rafina per Mykonos, Paros, Naxos, Santorini, Milos e Heraklion. Flotta, rotte e classi.',
        summary:
          'La più grande flotta di mezzi veloci dell’Egeo, con collegamenti rapidi dal Pireo e da Rafina per le Cicladi e Creta.',
        body: `Seajets gestisce la più grande flotta di mezzi veloci dell’Egeo: catamarani come WorldChampion Jet, Champion Jet e Power Jet, più unità veloci più piccole per le isole meno trafficate. Le sue navi dimezzano più o meno i tempi di traversata rispetto ai traghetti convenzionali, un vantaggio concreto per chi fa island hopping con pochi giorni a disposizione.

### Linee principali

- Pireo e Rafina – Mykonos – Paros – Naxos – Ios – Santorini
- Pireo – Sifnos – Milos – Folegandros – Santorini
- Santorini – Heraklion (Creta)
- In estate collegamenti con Tinos, Syros, Amorgos e le Piccole Cicladi

### A bordo

I passeggeri viaggiano in posti numerati in saloni climatizzati, di solito nelle classi Economy, Business o VIP a seconda della nave. C’è un bar con caffè e snack. I catamarani più grandi trasportano anche veicoli. Per la loro velocità, i mezzi veloci risentono di più del vento: nei giorni di meltemi forte possono esserci variazioni o cancellazioni. Le condizioni di modifica e cancellazione sono stabilite dalla compagnia.

### Prenotare con Kyma

Su Kyma puoi confrontare le corse di Seajets con quelle di altre compagnie sulla stessa rotta, combinare tratte di operatori diversi in un’unica prenotazione e pagare in modo sicuro. I biglietti sono emessi secondo le condizioni di Seajets, comprese le regole su modifiche e cancellazioni, e il nostro team al Pireo è a tua disposizione per qualsiasi aiuto.`,
      },
      sq: {
        slug: 'seajets',
        title: 'Seajets: tragete të shpejta për Ciklade dhe Kretë',
        metaDescription:
          'Bileta Seajets nga Pireu dhe Rafina për Mikonos, Paros, Naksos, Santorini, Milos dhe Heraklionë. Flota, linjat dhe klasat.',
        summary:
          'Flota më e madhe e mjeteve të shpejta në Egje, me lidhje të shpejta nga Pireu dhe Rafina drejt Cikladeve dhe Kretës.',
        body: `Seajets ka flotën më të madhe të mjeteve të shpejta në Egje: katamaranë si WorldChampion Jet, Champion Jet dhe Power Jet, si dhe mjete më të vogla për ishujt me më pak trafik. Anijet e saj e përgjysmojnë afërsisht kohën e udhëtimit krahasuar me tragetet konvencionale, gjë shumë e dobishme për ata që bredhin nëpër ishuj me pak ditë në dispozicion.

### Linjat kryesore

- Pire dhe Rafina – Mikonos – Paros – Naksos – Ios – Santorini
- Pire – Sifnos – Milos – Folegandros – Santorini
- Santorini – Herakliona (Kretë)
- Në verë, lidhje me Tinosin, Sirosin, Amorgosin dhe Cikladet e Vogla

### Në bord

Pasagjerët ulen në vende të numëruara në sallone me kondicioner, zakonisht në klasat Economy, Business ose VIP sipas anijes. Ka bar me kafe dhe ushqime të lehta. Katamaranët më të mëdhenj marrin edhe automjete. Për shkak të shpejtësisë, mjetet e shpejta ndikohen më shumë nga era: në ditët me meltemi të fortë mund të ketë ndryshime ose anulime. Kushtet e ndryshimit dhe anulimit përcaktohen nga kompania.

### Rezervimi me Kyma

Në Kyma mund t’i krahasoni udhëtimet e Seajets me ato të kompanive të tjera në të njëjtën linjë, të kombinoni segmente të operatorëve të ndryshëm në një rezervim dhe të paguani në mënyrë të sigurt. Biletat lëshohen sipas kushteve të Seajets, përfshirë rregullat për ndryshime dhe anulime, dhe ekipi ynë në Pire ju ndihmon kur keni nevojë.`,
      },
    },
  },
];
