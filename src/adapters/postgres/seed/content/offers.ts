import type { SeedOffer } from './types.ts';

export const SEED_OFFERS: SeedOffer[] = [
  {
    key: 'early-booking',
    validFrom: '2026-01-15',
    validUntil: '2026-05-31',
    illustration: {
      scene: 'sunset-sea',
      palette: { sky: '#f6c48f', sea: '#1f5f8b', land: '#8c4a3b', accent: '#f4f1ea' },
    },
    text: {
      el: {
        slug: 'ekptosi-gia-proimes-kratiseis',
        title: 'Έκπτωση πρώιμης κράτησης για το καλοκαίρι 2026',
        metaDescription:
          'Κλείστε νωρίς τα εισιτήρια του καλοκαιριού και κερδίστε τις εκπτώσεις πρώιμης κράτησης των ακτοπλοϊκών εταιρειών. Δείτε τους όρους.',
        summary:
          'Κλείστε τώρα τα πλοία του καλοκαιριού με τις εκπτώσεις πρώιμης κράτησης των ακτοπλοϊκών εταιρειών.',
        body: `Πολλές ακτοπλοϊκές εταιρείες προσφέρουν μειωμένους ναύλους σε όσους κλείνουν νωρίς τα εισιτήρια του καλοκαιριού. Στην Kyma βλέπετε τις τιμές πρώιμης κράτησης όλων των εταιρειών στην ίδια αναζήτηση και τις συγκρίνετε με μια ματιά.

## Όροι

- Η έκπτωση ισχύει για κρατήσεις που γίνονται μέσα στην περίοδο της προσφοράς, για ταξίδια στις ημερομηνίες που ορίζει **κάθε ακτοπλοϊκή εταιρεία**.
- Το ποσοστό της έκπτωσης, οι γραμμές και οι κατηγορίες θέσεων που συμμετέχουν καθορίζονται από την εταιρεία.
- Οι θέσεις με ναύλο πρώιμης κράτησης είναι περιορισμένες.
- Τα εισιτήρια αυτά μπορεί να έχουν αυστηρότερους όρους αλλαγής και ακύρωσης· οι όροι εμφανίζονται πριν την πληρωμή.
- Η έκπτωση δεν συνδυάζεται πάντα με άλλες εκπτώσεις.

Η έκπτωση εφαρμόζεται αυτόματα στην τιμή που βλέπετε όταν το δρομολόγιο συμμετέχει στην προσφορά.`,
      },
      en: {
        slug: 'early-booking-discount',
        title: 'Early booking discount for summer 2026',
        metaDescription:
          'Book your summer ferries early and benefit from the ferry companies’ early booking fares. See the conditions before you book.',
        summary: 'Book your summer ferries now at the ferry companies’ early booking fares.',
        body: `Many ferry companies offer reduced fares to travellers who book their summer tickets early. On Kyma you see the early booking fares of every company in the same search and can compare them at a glance.

## Conditions

- The discount applies to bookings made during the offer period, for travel on the dates set by **each ferry company**.
- The discount level, the routes and the seat or cabin classes included are set by the company.
- Seats at early booking fares are limited.
- These tickets may have stricter change and cancellation terms; the terms are shown before payment.
- The discount cannot always be combined with other reductions.

The discount is applied automatically to the price you see when a sailing is part of the offer.`,
      },
      de: {
        slug: 'fruehbucher-rabatt',
        title: 'Frühbucherrabatt für den Sommer 2026',
        metaDescription:
          'Buchen Sie Ihre Sommerfähren früh und profitieren Sie von den Frühbuchertarifen der Reedereien. Lesen Sie vor der Buchung die Bedingungen.',
        summary: 'Jetzt die Sommerfähren zu den Frühbuchertarifen der Reedereien buchen.',
        body: `Viele Reedereien gewähren Reisenden, die ihre Sommertickets früh buchen, ermäßigte Tarife. Bei Kyma sehen Sie die Frühbuchertarife aller Reedereien in derselben Suche und vergleichen sie auf einen Blick.

## Bedingungen

- Der Rabatt gilt für Buchungen im Angebotszeitraum und für Reisen an den Terminen, die **die jeweilige Reederei** festlegt.
- Höhe des Rabatts, teilnehmende Strecken sowie Sitz- und Kabinenklassen bestimmt die Reederei.
- Die Zahl der Plätze zum Frühbuchertarif ist begrenzt.
- Für diese Tickets können strengere Umbuchungs- und Stornobedingungen gelten; sie werden vor der Zahlung angezeigt.
- Der Rabatt ist nicht immer mit anderen Ermäßigungen kombinierbar.

Der Rabatt wird automatisch im angezeigten Preis berücksichtigt, wenn eine Abfahrt am Angebot teilnimmt.`,
      },
      es: {
        slug: 'descuento-reserva-anticipada',
        title: 'Descuento por reserva anticipada para el verano de 2026',
        metaDescription:
          'Reserve pronto sus ferris de verano y aproveche las tarifas de reserva anticipada de las navieras. Consulte las condiciones antes de reservar.',
        summary: 'Reserve ya sus ferris de verano con las tarifas de reserva anticipada de las navieras.',
        body: `Muchas navieras ofrecen tarifas reducidas a quienes reservan pronto sus billetes de verano. En Kyma verá las tarifas de reserva anticipada de todas las compañías en la misma búsqueda y podrá compararlas de un vistazo.

## Condiciones

- El descuento se aplica a las reservas hechas durante el periodo de la oferta, para viajar en las fechas que fije **cada naviera**.
- El porcentaje de descuento, las rutas y las clases de asiento o camarote incluidas las determina la naviera.
- Las plazas con tarifa de reserva anticipada son limitadas.
- Estos billetes pueden tener condiciones de cambio y cancelación más estrictas; se muestran antes del pago.
- El descuento no siempre es acumulable con otras reducciones.

El descuento se aplica automáticamente al precio que ve cuando una salida forma parte de la oferta.`,
      },
      fr: {
        slug: 'reduction-reservation-anticipee',
        title: 'Réduction pour réservation anticipée, été 2026',
        metaDescription:
          'Réservez tôt vos ferries de l’été et profitez des tarifs de réservation anticipée des compagnies. Consultez les conditions avant de réserver.',
        summary:
          'Réservez dès maintenant vos ferries d’été aux tarifs de réservation anticipée des compagnies.',
        body: `De nombreuses compagnies maritimes proposent des tarifs réduits aux voyageurs qui réservent tôt leurs billets d’été. Sur Kyma, vous voyez les tarifs anticipés de toutes les compagnies dans une même recherche et les comparez en un coup d’œil.

## Conditions

- La réduction s’applique aux réservations effectuées pendant la période de l’offre, pour des voyages aux dates fixées par **chaque compagnie**.
- Le niveau de réduction, les lignes et les catégories de places ou de cabines concernées sont fixés par la compagnie.
- Les places au tarif anticipé sont limitées.
- Ces billets peuvent être soumis à des conditions de modification et d’annulation plus strictes, affichées avant le paiement.
- La réduction n’est pas toujours cumulable avec d’autres réductions.

La réduction est appliquée automatiquement au prix affiché lorsqu’une traversée fait partie de l’offre.`,
      },
      it: {
        slug: 'sconto-prenotazione-anticipata',
        title: 'Sconto prenota prima per l’estate 2026',
        metaDescription:
          'Prenota presto i traghetti dell’estate e approfitta delle tariffe prenota prima delle compagnie. Leggi le condizioni prima di prenotare.',
        summary: 'Prenota ora i traghetti dell’estate con le tariffe prenota prima delle compagnie.',
        body: `Molte compagnie di navigazione offrono tariffe ridotte a chi prenota presto i biglietti per l’estate. Su Kyma vedi le tariffe prenota prima di tutte le compagnie nella stessa ricerca e le confronti a colpo d’occhio.

## Condizioni

- Lo sconto vale per le prenotazioni effettuate nel periodo dell’offerta, per viaggi nelle date stabilite da **ciascuna compagnia**.
- La percentuale di sconto, le rotte e le sistemazioni incluse sono stabilite dalla compagnia.
- I posti a tariffa prenota prima sono limitati.
- Questi biglietti possono avere condizioni di modifica e cancellazione più restrittive, mostrate prima del pagamento.
- Lo sconto non è sempre cumulabile con altre riduzioni.

Lo sconto è applicato automaticamente al prezzo che vedi quando una corsa fa parte dell’offerta.`,
      },
      sq: {
        slug: 'zbritje-per-rezervim-te-hershem',
        title: 'Zbritje për rezervim të hershëm për verën 2026',
        metaDescription:
          'Rezervoni herët tragetet e verës dhe përfitoni nga tarifat e rezervimit të hershëm të kompanive. Lexoni kushtet para rezervimit.',
        summary: 'Rezervoni tani tragetet e verës me tarifat e rezervimit të hershëm të kompanive detare.',
        body: `Shumë kompani detare ofrojnë tarifa të ulura për udhëtarët që rezervojnë herët biletat e verës. Në Kyma i shihni tarifat e rezervimit të hershëm të të gjitha kompanive në të njëjtin kërkim dhe i krahasoni me një shikim.

## Kushtet

- Zbritja vlen për rezervimet e bëra gjatë periudhës së ofertës, për udhëtime në datat që përcakton **secila kompani detare**.
- Masa e zbritjes, linjat dhe kategoritë e vendeve ose kabinave që përfshihen përcaktohen nga kompania.
- Vendet me tarifë rezervimi të hershëm janë të kufizuara.
- Këto bileta mund të kenë kushte më të rrepta ndryshimi dhe anulimi, të cilat shfaqen para pagesës.
- Zbritja nuk kombinohet gjithmonë me ulje të tjera.

Zbritja zbatohet automatikisht në çmimin që shihni kur një udhëtim është pjesë e ofertës.`,
      },
    },
  },
  {
    key: 'return-ticket-discount',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    illustration: {
      scene: 'harbour',
      palette: { sky: '#cde8f6', sea: '#2a7fb8', land: '#efe6d2', accent: '#2f6f4f' },
    },
    text: {
      el: {
        slug: 'ekptosi-eisitiriou-me-epistrofi',
        title: 'Έκπτωση στο εισιτήριο με επιστροφή',
        metaDescription:
          'Κλείστε πηγαινέλα με την ίδια ακτοπλοϊκή εταιρεία και κερδίστε έκπτωση στο εισιτήριο της επιστροφής, όπου την προσφέρει η εταιρεία.',
        summary:
          'Ταξιδεύετε πηγαινέλα; Πολλές εταιρείες δίνουν έκπτωση όταν κλείνετε μαζί και την επιστροφή.',
        body: `Όταν κλείνετε το ταξίδι της μετάβασης και της επιστροφής μαζί, με την ίδια ακτοπλοϊκή εταιρεία, πολλές εταιρείες εφαρμόζουν έκπτωση στον ναύλο. Στην Kyma επιλέγετε «Με επιστροφή» στην αναζήτηση και η έκπτωση, όπου ισχύει, υπολογίζεται αυτόματα.

## Όροι

- Η μετάβαση και η επιστροφή πρέπει να είναι με την **ίδια εταιρεία** και στην **ίδια κράτηση**.
- Η επιστροφή πρέπει να γίνει μέσα στο χρονικό διάστημα που ορίζει η εταιρεία από την ημερομηνία της μετάβασης.
- Το ποσοστό της έκπτωσης, οι γραμμές και οι κατηγορίες θέσεων ορίζονται από **κάθε ακτοπλοϊκή εταιρεία**.
- Αν ακυρώσετε μόνο το ένα σκέλος, η έκπτωση μπορεί να αναπροσαρμοστεί σύμφωνα με την πολιτική της εταιρείας.
- Η προσφορά ισχύει για ταξίδια όλο το 2026, εφόσον η εταιρεία τη διατηρεί.`,
      },
      en: {
        slug: 'return-ticket-discount',
        title: 'Return ticket discount',
        metaDescription:
          'Book a return trip with the same ferry company and save on the return leg, where the company offers a return discount.',
        summary:
          'Travelling there and back? Many companies give a discount when you book the return at the same time.',
        body: `When you book your outbound and return crossings together with the same ferry company, many companies reduce the fare. On Kyma, choose “Round trip” in the search and any return discount that applies is calculated automatically.

## Conditions

- Outbound and return must be with the **same company** and in the **same booking**.
- The return must take place within the period the company sets from the outbound date.
- The discount level, routes and seat classes are set by **each ferry company**.
- If you cancel only one leg, the discount may be recalculated according to the company’s policy.
- The offer applies to travel throughout 2026, as long as the company maintains it.`,
      },
      de: {
        slug: 'rabatt-fuer-hin-und-rueckfahrt',
        title: 'Rabatt für Hin- und Rückfahrt',
        metaDescription:
          'Buchen Sie Hin- und Rückfahrt bei derselben Reederei und sparen Sie bei der Rückfahrt, sofern die Reederei einen Rückfahrtrabatt anbietet.',
        summary: 'Hin und zurück? Viele Reedereien gewähren Rabatt, wenn Sie die Rückfahrt gleich mitbuchen.',
        body: `Wenn Sie Hin- und Rückfahrt gemeinsam bei derselben Reederei buchen, ermäßigen viele Reedereien den Fahrpreis. Bei Kyma wählen Sie in der Suche „Hin- und Rückfahrt“, und ein geltender Rückfahrtrabatt wird automatisch berechnet.

## Bedingungen

- Hin- und Rückfahrt müssen bei **derselben Reederei** und in **derselben Buchung** erfolgen.
- Die Rückfahrt muss innerhalb des von der Reederei festgelegten Zeitraums nach der Hinfahrt stattfinden.
- Höhe des Rabatts, Strecken und Sitzklassen legt **die jeweilige Reederei** fest.
- Stornieren Sie nur eine Strecke, kann der Rabatt gemäß den Bedingungen der Reederei neu berechnet werden.
- Das Angebot gilt für Reisen im gesamten Jahr 2026, solange die Reederei es beibehält.`,
      },
      es: {
        slug: 'descuento-ida-y-vuelta',
        title: 'Descuento en billetes de ida y vuelta',
        metaDescription:
          'Reserve ida y vuelta con la misma naviera y ahorre en el trayecto de regreso, cuando la compañía ofrezca descuento por ida y vuelta.',
        summary:
          '¿Viaja de ida y vuelta? Muchas navieras aplican un descuento si reserva también el regreso.',
        body: `Cuando reserva juntos la ida y la vuelta con la misma naviera, muchas compañías rebajan la tarifa. En Kyma, elija «Ida y vuelta» en el buscador y el descuento que corresponda se calcula automáticamente.

## Condiciones

- La ida y la vuelta deben ser con la **misma naviera** y en la **misma reserva**.
- El regreso debe realizarse dentro del plazo que fije la compañía desde la fecha de ida.
- El porcentaje de descuento, las rutas y las clases de asiento los fija **cada naviera**.
- Si cancela solo un trayecto, el descuento puede recalcularse según la política de la compañía.
- La oferta es válida para viajes durante todo 2026, mientras la naviera la mantenga.`,
      },
      fr: {
        slug: 'reduction-aller-retour',
        title: 'Réduction sur les billets aller-retour',
        metaDescription:
          'Réservez l’aller et le retour avec la même compagnie et économisez sur le retour, lorsque la compagnie propose une réduction aller-retour.',
        summary:
          'Vous faites l’aller-retour ? De nombreuses compagnies accordent une réduction si vous réservez le retour en même temps.',
        body: `Lorsque vous réservez ensemble l’aller et le retour avec la même compagnie, beaucoup de compagnies réduisent le tarif. Sur Kyma, choisissez « Aller-retour » dans la recherche : la réduction applicable est calculée automatiquement.

## Conditions

- L’aller et le retour doivent être effectués avec la **même compagnie** et dans la **même réservation**.
- Le retour doit avoir lieu dans le délai fixé par la compagnie à partir de la date de l’aller.
- Le niveau de réduction, les lignes et les catégories de places sont fixés par **chaque compagnie**.
- Si vous annulez un seul trajet, la réduction peut être recalculée selon la politique de la compagnie.
- L’offre s’applique aux voyages tout au long de 2026, tant que la compagnie la maintient.`,
      },
      it: {
        slug: 'sconto-andata-e-ritorno',
        title: 'Sconto sul biglietto di andata e ritorno',
        metaDescription:
          'Prenota andata e ritorno con la stessa compagnia e risparmia sul ritorno, quando la compagnia prevede uno sconto andata e ritorno.',
        summary:
          'Viaggi andata e ritorno? Molte compagnie applicano uno sconto se prenoti subito anche il ritorno.',
        body: `Quando prenoti insieme andata e ritorno con la stessa compagnia, molte compagnie riducono la tariffa. Su Kyma scegli «Andata e ritorno» nella ricerca e l’eventuale sconto viene calcolato automaticamente.

## Condizioni

- Andata e ritorno devono essere con la **stessa compagnia** e nella **stessa prenotazione**.
- Il ritorno deve avvenire entro il periodo stabilito dalla compagnia a partire dalla data di andata.
- La percentuale di sconto, le rotte e le sistemazioni sono stabilite da **ciascuna compagnia**.
- Se annulli solo una tratta, lo sconto può essere ricalcolato secondo la politica della compagnia.
- L’offerta vale per i viaggi di tutto il 2026, finché la compagnia la mantiene.`,
      },
      sq: {
        slug: 'zbritje-per-bileta-vajtje-ardhje',
        title: 'Zbritje për biletat vajtje-ardhje',
        metaDescription:
          'Rezervoni vajtjen dhe kthimin me të njëjtën kompani detare dhe kurseni në kthim, kur kompania ofron zbritje për vajtje-ardhje.',
        summary: 'Udhëtoni vajtje-ardhje? Shumë kompani japin zbritje kur rezervoni kthimin njëkohësisht.',
        body: `Kur rezervoni së bashku vajtjen dhe kthimin me të njëjtën kompani detare, shumë kompani e ulin tarifën. Në Kyma zgjidhni «Vajtje-ardhje» në kërkim dhe zbritja që vlen llogaritet automatikisht.

## Kushtet

- Vajtja dhe kthimi duhet të jenë me **të njëjtën kompani** dhe në **të njëjtin rezervim**.
- Kthimi duhet të bëhet brenda afatit që përcakton kompania nga data e vajtjes.
- Masa e zbritjes, linjat dhe kategoritë e vendeve përcaktohen nga **secila kompani detare**.
- Nëse anuloni vetëm një segment, zbritja mund të rillogaritet sipas politikës së kompanisë.
- Oferta vlen për udhëtime gjatë gjithë vitit 2026, për sa kohë kompania e mban.`,
      },
    },
  },
  {
    key: 'large-family-fares',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    illustration: {
      scene: 'beach',
      palette: { sky: '#d9eef8', sea: '#2b9bb5', land: '#f2e6c9', accent: '#f4a261' },
    },
    text: {
      el: {
        slug: 'ekptoseis-gia-polyteknous',
        title: 'Μειωμένοι ναύλοι για πολύτεκνες οικογένειες',
        metaDescription:
          'Οι πολύτεκνες οικογένειες ταξιδεύουν με μειωμένο ναύλο στις εσωτερικές ακτοπλοϊκές γραμμές. Δείτε ποιοι δικαιούνται και ποια έγγραφα χρειάζονται.',
        summary:
          'Με ισχύουσα κάρτα πολυτέκνων, τα μέλη της οικογένειας ταξιδεύουν με μειωμένο ναύλο στις εσωτερικές γραμμές.',
        body: `Οι πολύτεκνες οικογένειες δικαιούνται μειωμένο ναύλο στις ακτοπλοϊκές γραμμές εσωτερικού. Στην Kyma επιλέγετε την κατηγορία «Πολύτεκνος» για κάθε δικαιούχο επιβάτη και βλέπετε αμέσως την τελική τιμή.

## Όροι

- Η έκπτωση αφορά τα μέλη οικογένειας με **ισχύουσα κάρτα πολυτέκνων**, σύμφωνα με τις προϋποθέσεις που ορίζει η νομοθεσία και **κάθε ακτοπλοϊκή εταιρεία**.
- Το ποσοστό της έκπτωσης και οι κατηγορίες θέσεων όπου εφαρμόζεται ορίζονται από την εταιρεία.
- Ισχύει στις **εσωτερικές γραμμές**· στα διεθνή δρομολόγια ισχύουν οι όροι κάθε εταιρείας.
- Κάθε δικαιούχος πρέπει να έχει μαζί του την κάρτα και την ταυτότητά του κατά τον έλεγχο εισιτηρίων. Αν δεν προσκομιστούν, μπορεί να ζητηθεί η διαφορά του ναύλου.
- Η έκπτωση αφορά τον ναύλο επιβάτη και όχι τον ναύλο του οχήματος, εκτός αν η εταιρεία ορίζει διαφορετικά.`,
      },
      en: {
        slug: 'large-family-fares',
        title: 'Reduced fares for large families',
        metaDescription:
          'Large families travel at reduced fares on Greek domestic ferry routes. See who is eligible and which documents you need.',
        summary:
          'With a valid large-family card, family members travel at reduced fares on Greek domestic routes.',
        body: `Large families are entitled to reduced fares on Greek domestic ferry routes. On Kyma, choose the “Large family” category for each eligible passenger and see the final price straight away.

## Conditions

- The reduction applies to family members holding a **valid Greek large-family card** (*kárta polytéknon*), under the conditions set by law and by **each ferry company**.
- The discount level and the seat classes it applies to are set by the company.
- It applies on **domestic routes**; on international routes each company’s own terms apply.
- Each eligible passenger must carry the card and their identity document for the ticket check. If they cannot be shown, the fare difference may be charged.
- The reduction applies to passenger fares and not to vehicle fares, unless the company states otherwise.`,
      },
      de: {
        slug: 'ermaessigung-fuer-kinderreiche-familien',
        title: 'Ermäßigte Tarife für kinderreiche Familien',
        metaDescription:
          'Kinderreiche Familien reisen auf griechischen Inlandsfährstrecken zu ermäßigten Tarifen. Wer berechtigt ist und welche Dokumente nötig sind.',
        summary:
          'Mit gültigem Ausweis für kinderreiche Familien reisen Familienmitglieder auf griechischen Inlandsstrecken günstiger.',
        body: `Kinderreiche Familien haben auf griechischen Inlandsfährstrecken Anspruch auf ermäßigte Tarife. Bei Kyma wählen Sie für jeden berechtigten Reisenden die Kategorie „Kinderreiche Familie“ und sehen sofort den Endpreis.

## Bedingungen

- Die Ermäßigung gilt für Familienmitglieder mit **gültigem griechischem Ausweis für kinderreiche Familien** (*kárta polytéknon*), gemäß den gesetzlichen Voraussetzungen und den Bedingungen **der jeweiligen Reederei**.
- Höhe der Ermäßigung und die geltenden Sitzklassen legt die Reederei fest.
- Sie gilt auf **Inlandsstrecken**; auf internationalen Strecken gelten die Bedingungen der jeweiligen Reederei.
- Jeder Berechtigte muss bei der Ticketkontrolle Ausweis und Berechtigungsnachweis vorzeigen. Andernfalls kann der Differenzbetrag verlangt werden.
- Die Ermäßigung betrifft den Personentarif, nicht den Fahrzeugtarif, sofern die Reederei nichts anderes bestimmt.`,
      },
      es: {
        slug: 'tarifas-familia-numerosa',
        title: 'Tarifas reducidas para familias numerosas',
        metaDescription:
          'Las familias numerosas viajan con tarifa reducida en las rutas nacionales griegas de ferry. Quién tiene derecho y qué documentos se necesitan.',
        summary:
          'Con la tarjeta griega de familia numerosa vigente, los miembros de la familia viajan con tarifa reducida en las rutas nacionales.',
        body: `Las familias numerosas tienen derecho a tarifas reducidas en las rutas nacionales de ferry de Grecia. En Kyma, elija la categoría «Familia numerosa» para cada pasajero con derecho y verá al instante el precio final.

## Condiciones

- El descuento se aplica a los miembros de la familia con **tarjeta griega de familia numerosa vigente** (*kárta polytéknon*), según los requisitos legales y las condiciones de **cada naviera**.
- El porcentaje de descuento y las clases de asiento a las que se aplica los fija la naviera.
- Es válido en las **rutas nacionales**; en las internacionales rigen las condiciones de cada compañía.
- Cada beneficiario debe llevar la tarjeta y su documento de identidad en el control de billetes. Si no se presentan, puede cobrarse la diferencia de tarifa.
- El descuento se aplica a la tarifa de pasajero y no a la del vehículo, salvo que la naviera indique otra cosa.`,
      },
      fr: {
        slug: 'tarifs-familles-nombreuses',
        title: 'Tarifs réduits pour les familles nombreuses',
        metaDescription:
          'Les familles nombreuses voyagent à tarif réduit sur les lignes intérieures grecques. Qui peut en bénéficier et quels documents sont nécessaires.',
        summary:
          'Avec une carte grecque de famille nombreuse valide, les membres de la famille voyagent à tarif réduit sur les lignes intérieures.',
        body: `Les familles nombreuses bénéficient de tarifs réduits sur les lignes intérieures de ferries en Grèce. Sur Kyma, choisissez la catégorie « Famille nombreuse » pour chaque passager concerné et le prix final s’affiche aussitôt.

## Conditions

- La réduction s’applique aux membres de la famille titulaires d’une **carte grecque de famille nombreuse valide** (*kárta polytéknon*), selon les conditions fixées par la loi et par **chaque compagnie**.
- Le niveau de réduction et les catégories de places concernées sont fixés par la compagnie.
- Elle s’applique sur les **lignes intérieures** ; sur les lignes internationales, les conditions de chaque compagnie s’appliquent.
- Chaque bénéficiaire doit présenter la carte et sa pièce d’identité lors du contrôle des billets, faute de quoi la différence de tarif peut être réclamée.
- La réduction porte sur le tarif passager et non sur celui du véhicule, sauf mention contraire de la compagnie.`,
      },
      it: {
        slug: 'tariffe-famiglie-numerose',
        title: 'Tariffe ridotte per famiglie numerose',
        metaDescription:
          'Le famiglie numerose viaggiano a tariffa ridotta sulle linee interne greche. Chi ne ha diritto e quali documenti servono.',
        summary:
          'Con la tessera greca di famiglia numerosa valida, i membri della famiglia viaggiano a tariffa ridotta sulle linee interne.',
        body: `Le famiglie numerose hanno diritto a tariffe ridotte sulle linee interne di traghetti in Grecia. Su Kyma scegli la categoria «Famiglia numerosa» per ogni passeggero avente diritto e vedi subito il prezzo finale.

## Condizioni

- La riduzione vale per i membri della famiglia con **tessera greca di famiglia numerosa valida** (*kárta polytéknon*), secondo i requisiti di legge e le condizioni di **ciascuna compagnia**.
- La percentuale di sconto e le sistemazioni a cui si applica sono stabilite dalla compagnia.
- È valida sulle **linee interne**; sulle linee internazionali si applicano le condizioni di ciascuna compagnia.
- Ogni avente diritto deve mostrare la tessera e un documento d’identità al controllo dei biglietti; in caso contrario può essere richiesta la differenza di tariffa.
- La riduzione riguarda la tariffa passeggero e non quella del veicolo, salvo diversa indicazione della compagnia.`,
      },
      sq: {
        slug: 'tarifa-per-familje-te-medha',
        title: 'Tarifa të ulura për familjet e mëdha',
        metaDescription:
          'Familjet e mëdha udhëtojnë me tarifë të ulur në linjat e brendshme greke të trageteve. Kush përfiton dhe cilat dokumente nevojiten.',
        summary:
          'Me kartën e vlefshme greke të familjes së madhe, anëtarët e familjes udhëtojnë me tarifë të ulur në linjat e brendshme.',
        body: `Familjet e mëdha kanë të drejtë për tarifa të ulura në linjat e brendshme të trageteve në Greqi. Në Kyma zgjidhni kategorinë «Familje e madhe» për çdo pasagjer përfitues dhe shihni menjëherë çmimin përfundimtar.

## Kushtet

- Ulja vlen për anëtarët e familjes që kanë **kartë të vlefshme greke të familjes së madhe** (*kárta polytéknon*), sipas kushteve të ligjit dhe të **secilës kompani detare**.
- Masa e uljes dhe kategoritë e vendeve ku zbatohet përcaktohen nga kompania.
- Vlen në **linjat e brendshme**; në linjat ndërkombëtare zbatohen kushtet e secilës kompani.
- Çdo përfitues duhet të ketë me vete kartën dhe dokumentin e identitetit gjatë kontrollit të biletave. Nëse nuk paraqiten, mund të kërkohet diferenca e tarifës.
- Ulja vlen për tarifën e pasagjerit dhe jo për atë të automjetit, përveçse kur kompania përcakton ndryshe.`,
      },
    },
  },
  {
    key: 'student-fares',
    validFrom: '2026-01-01',
    validUntil: '2026-12-31',
    illustration: {
      scene: 'island-village',
      palette: { sky: '#cfe7f4', sea: '#1d77a8', land: '#f1ebdd', accent: '#3a7ca5' },
    },
    text: {
      el: {
        slug: 'foititika-eisitiria',
        title: 'Φοιτητικά εισιτήρια πλοίου',
        metaDescription:
          'Οι φοιτητές ταξιδεύουν με μειωμένο ναύλο στις εσωτερικές ακτοπλοϊκές γραμμές με ισχύουσα φοιτητική ταυτότητα. Δείτε τους όρους.',
        summary: 'Με ισχύουσα φοιτητική ταυτότητα ταξιδεύετε με μειωμένο ναύλο στις εσωτερικές γραμμές.',
        body: `Οι φοιτητές ελληνικών ανώτατων ιδρυμάτων ταξιδεύουν με μειωμένο ναύλο στις ακτοπλοϊκές γραμμές εσωτερικού, και ορισμένες εταιρείες δέχονται και διεθνείς φοιτητικές κάρτες. Στην Kyma επιλέγετε την κατηγορία «Φοιτητής» για κάθε δικαιούχο επιβάτη κατά την κράτηση.

## Όροι

- Απαιτείται **ισχύουσα ακαδημαϊκή ταυτότητα** (πάσο) ή, όπου το αποδέχεται η εταιρεία, διεθνής φοιτητική κάρτα.
- Το ποσοστό της έκπτωσης, οι κατηγορίες θέσεων και οι περίοδοι όπου ισχύει ορίζονται από **κάθε ακτοπλοϊκή εταιρεία**.
- Η έκπτωση ισχύει στις **εσωτερικές γραμμές**· στα διεθνή δρομολόγια ισχύουν οι όροι κάθε εταιρείας.
- Η κάρτα και η ταυτότητα επιδεικνύονται στον έλεγχο εισιτηρίων. Αν δεν προσκομιστούν, μπορεί να ζητηθεί η διαφορά του ναύλου.
- Η έκπτωση δεν συνδυάζεται με άλλες εκπτώσεις επιβάτη.`,
      },
      en: {
        slug: 'student-fares',
        title: 'Student ferry fares',
        metaDescription:
          'Students travel at reduced fares on Greek domestic ferry routes with a valid student card. See the conditions before you book.',
        summary: 'With a valid student card you travel at a reduced fare on Greek domestic routes.',
        body: `Students of Greek universities travel at reduced fares on domestic ferry routes, and some companies also accept international student cards. On Kyma, choose the “Student” category for each eligible passenger when you book.

## Conditions

- A **valid Greek academic ID** (*páso*) is required or, where the company accepts it, an international student card.
- The discount level, seat classes and periods of validity are set by **each ferry company**.
- The reduction applies on **domestic routes**; on international routes each company’s own terms apply.
- The card and an identity document must be shown at the ticket check. If they cannot be shown, the fare difference may be charged.
- The reduction cannot be combined with other passenger discounts.`,
      },
      de: {
        slug: 'studententarife',
        title: 'Fährtarife für Studierende',
        metaDescription:
          'Studierende reisen mit gültigem Studierendenausweis zu ermäßigten Tarifen auf griechischen Inlandsstrecken. Lesen Sie die Bedingungen.',
        summary: 'Mit gültigem Studierendenausweis reisen Sie auf griechischen Inlandsstrecken günstiger.',
        body: `Studierende griechischer Hochschulen reisen auf Inlandsfährstrecken zu ermäßigten Tarifen, und einige Reedereien akzeptieren auch internationale Studierendenausweise. Bei Kyma wählen Sie bei der Buchung für jeden berechtigten Reisenden die Kategorie „Studierende“.

## Bedingungen

- Erforderlich ist ein **gültiger griechischer Studierendenausweis** (*páso*) oder, sofern die Reederei ihn anerkennt, ein internationaler Studierendenausweis.
- Höhe der Ermäßigung, Sitzklassen und Gültigkeitszeiträume legt **die jeweilige Reederei** fest.
- Die Ermäßigung gilt auf **Inlandsstrecken**; auf internationalen Strecken gelten die Bedingungen der jeweiligen Reederei.
- Ausweis und Berechtigungsnachweis sind bei der Ticketkontrolle vorzuzeigen, andernfalls kann der Differenzbetrag verlangt werden.
- Die Ermäßigung ist nicht mit anderen Personenermäßigungen kombinierbar.`,
      },
      es: {
        slug: 'tarifas-para-estudiantes',
        title: 'Tarifas de ferry para estudiantes',
        metaDescription:
          'Los estudiantes viajan con tarifa reducida en las rutas nacionales griegas con carné de estudiante vigente. Consulte las condiciones.',
        summary:
          'Con un carné de estudiante vigente viaja con tarifa reducida en las rutas nacionales griegas.',
        body: `Los estudiantes de universidades griegas viajan con tarifa reducida en las rutas nacionales de ferry, y algunas navieras aceptan también carnés de estudiante internacionales. En Kyma, elija la categoría «Estudiante» para cada pasajero con derecho al hacer la reserva.

## Condiciones

- Se necesita un **carné universitario griego vigente** (*páso*) o, cuando la naviera lo acepte, un carné de estudiante internacional.
- El porcentaje de descuento, las clases de asiento y los periodos de validez los fija **cada naviera**.
- El descuento es válido en las **rutas nacionales**; en las internacionales rigen las condiciones de cada compañía.
- El carné y un documento de identidad deben mostrarse en el control de billetes; si no se presentan, puede cobrarse la diferencia de tarifa.
- El descuento no es acumulable con otros descuentos de pasajero.`,
      },
      fr: {
        slug: 'tarifs-etudiants',
        title: 'Tarifs étudiants sur les ferries',
        metaDescription:
          'Les étudiants voyagent à tarif réduit sur les lignes intérieures grecques avec une carte d’étudiant valide. Consultez les conditions.',
        summary:
          'Avec une carte d’étudiant valide, vous voyagez à tarif réduit sur les lignes intérieures grecques.',
        body: `Les étudiants des universités grecques voyagent à tarif réduit sur les lignes intérieures de ferries, et certaines compagnies acceptent aussi les cartes d’étudiant internationales. Sur Kyma, choisissez la catégorie « Étudiant » pour chaque passager concerné lors de la réservation.

## Conditions

- Une **carte universitaire grecque valide** (*páso*) est exigée ou, si la compagnie l’accepte, une carte d’étudiant internationale.
- Le niveau de réduction, les catégories de places et les périodes de validité sont fixés par **chaque compagnie**.
- La réduction s’applique sur les **lignes intérieures** ; sur les lignes internationales, les conditions de chaque compagnie s’appliquent.
- La carte et une pièce d’identité doivent être présentées au contrôle des billets, faute de quoi la différence de tarif peut être réclamée.
- La réduction n’est pas cumulable avec d’autres réductions passager.`,
      },
      it: {
        slug: 'tariffe-studenti',
        title: 'Tariffe traghetto per studenti',
        metaDescription:
          'Gli studenti viaggiano a tariffa ridotta sulle linee interne greche con tessera studentesca valida. Leggi le condizioni.',
        summary: 'Con una tessera studentesca valida viaggi a tariffa ridotta sulle linee interne greche.',
        body: `Gli studenti delle università greche viaggiano a tariffa ridotta sulle linee interne di traghetti, e alcune compagnie accettano anche le tessere studentesche internazionali. Su Kyma scegli la categoria «Studente» per ogni passeggero avente diritto al momento della prenotazione.

## Condizioni

- Serve una **tessera universitaria greca valida** (*páso*) oppure, se la compagnia la accetta, una tessera studentesca internazionale.
- La percentuale di sconto, le sistemazioni e i periodi di validità sono stabiliti da **ciascuna compagnia**.
- La riduzione vale sulle **linee interne**; sulle linee internazionali si applicano le condizioni di ciascuna compagnia.
- La tessera e un documento d’identità vanno mostrati al controllo dei biglietti; in caso contrario può essere richiesta la differenza di tariffa.
- La riduzione non è cumulabile con altri sconti passeggero.`,
      },
      sq: {
        slug: 'tarifa-per-studente',
        title: 'Tarifa trageti për studentë',
        metaDescription:
          'Studentët udhëtojnë me tarifë të ulur në linjat e brendshme greke me kartë studenti të vlefshme. Lexoni kushtet.',
        summary: 'Me kartë studenti të vlefshme udhëtoni me tarifë të ulur në linjat e brendshme greke.',
        body: `Studentët e universiteteve greke udhëtojnë me tarifë të ulur në linjat e brendshme të trageteve, dhe disa kompani pranojnë edhe kartat ndërkombëtare të studentit. Në Kyma zgjidhni kategorinë «Student» për çdo pasagjer përfitues gjatë rezervimit.

## Kushtet

- Kërkohet **kartë e vlefshme studenti nga një universitet grek** (*páso*) ose, kur kompania e pranon, kartë ndërkombëtare studenti.
- Masa e uljes, kategoritë e vendeve dhe periudhat e vlefshmërisë përcaktohen nga **secila kompani detare**.
- Ulja vlen në **linjat e brendshme**; në linjat ndërkombëtare zbatohen kushtet e secilës kompani.
- Karta dhe dokumenti i identitetit duhet të tregohen gjatë kontrollit të biletave; përndryshe mund të kërkohet diferenca e tarifës.
- Ulja nuk kombinohet me ulje të tjera për pasagjerët.`,
      },
    },
  },
];
