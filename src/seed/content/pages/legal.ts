import { page } from './helpers'
import { rich, t } from '../../bilingual'

export const imprint = page(
  'imprint',
  {
    title: t('Impressum', 'Imprint'),
    slug: t('impressum', 'imprint'),
    metaTitle: t('Impressum · Unbound', 'Imprint · Unbound'),
    description: t(
      'Impressum der Unbound AG, Limmatstrasse 21, 8005 Zürich: Kontakt, Vertretung und rechtliche Hinweise.',
      'Imprint of Unbound AG, Limmatstrasse 21, 8005 Zurich: contact, representation and legal notices.',
    ),
  },
  [
    {
      blockType: 'content',
      heading: t('Impressum', 'Imprint'),
      content: rich(
        `## Anbieterin

**Unbound AG**, Limmatstrasse 21, 8005 Zürich, Schweiz

## Kontakt

- E-Mail: [hello@unbound.example](mailto:hello@unbound.example)
- Telefon: [+41 44 500 12 34](tel:+41445001234)
- Support: [support@unbound.example](mailto:support@unbound.example)

## Vertretungsberechtigte Personen

Die Gesellschaft wird durch die im Handelsregister eingetragenen Mitglieder des Verwaltungsrats und der Geschäftsleitung vertreten.

## Handelsregister

Eingetragen im Handelsregister des Kantons Zürich.

## Haftungsausschluss

Wir prüfen die Inhalte dieser Website sorgfältig. Für Richtigkeit, Vollständigkeit und Aktualität können wir dennoch keine Gewähr übernehmen. Haftungsansprüche wegen Schäden materieller oder immaterieller Art, die aus dem Zugriff auf oder der Nutzung dieser Inhalte entstehen, sind im gesetzlich zulässigen Rahmen ausgeschlossen.

## Links auf andere Websites

Verweise auf Websites Dritter liegen ausserhalb unseres Verantwortungsbereichs. Für deren Inhalte sind ausschliesslich die jeweiligen Betreiberinnen und Betreiber verantwortlich.

## Urheberrechte

Texte, Bilder, Grafiken und sonstige Inhalte dieser Website gehören der Unbound AG oder den ausdrücklich genannten Rechteinhabern. Für die Wiederverwendung ist die vorgängige schriftliche Zustimmung erforderlich. Der Quellcode der Unbound Engine steht unter der jeweils angegebenen Open-Source-Lizenz.`,
        `## Provider

**Unbound AG**, Limmatstrasse 21, 8005 Zurich, Switzerland

## Contact

- E-mail: [hello@unbound.example](mailto:hello@unbound.example)
- Phone: [+41 44 500 12 34](tel:+41445001234)
- Support: [support@unbound.example](mailto:support@unbound.example)

## Authorised representatives

The company is represented by the members of the board of directors and the management entered in the commercial register.

## Commercial register

Registered in the commercial register of the Canton of Zurich.

## Disclaimer

We check the content of this website carefully. Nevertheless, we cannot guarantee that it is correct, complete and up to date. Liability claims for material or immaterial damage arising from access to or use of this content are excluded to the extent permitted by law.

## Links to other websites

References to third-party websites lie outside our area of responsibility. Their operators alone are responsible for their content.

## Copyright

Texts, images, graphics and other content on this website belong to Unbound AG or the rights holders expressly named. Reuse requires prior written consent. The source code of the Unbound Engine is available under the open-source licence stated in each case.`,
      ),
    },
  ],
)

export const privacy = page(
  'privacy',
  {
    title: t('Datenschutzerklärung', 'Privacy policy'),
    slug: t('datenschutz', 'privacy'),
    metaTitle: t('Datenschutzerklärung · Unbound', 'Privacy policy · Unbound'),
    description: t(
      'Wie Unbound Personendaten bearbeitet: Hosting und Server-Logs, Webanalyse, Newsletter, Kontaktformular, Cloud-Konten, Aufbewahrungsfristen und Ihre Rechte.',
      'How Unbound processes personal data: hosting and server logs, web analytics, newsletter, contact form, cloud accounts, retention periods and your rights.',
    ),
  },
  [
    {
      blockType: 'hero',
      variant: 'compact',
      eyebrow: t('Datenschutz', 'Data protection'),
      heading: t('Datenschutzerklärung', 'Privacy policy'),
      lead: t(
        'Transparenz ist uns wichtig – auch beim Umgang mit Ihren Daten. Hier erfahren Sie, welche Personendaten wir bearbeiten, wozu, wie lange und welche Rechte Sie haben.',
        'Transparency matters to us – including how we handle your data. Here you learn which personal data we process, for what purpose, for how long and which rights you have.',
      ),
    },
    {
      blockType: 'content',
      heading: t('1. Verantwortliche Stelle und Geltungsbereich', '1. Controller and scope'),
      content: rich(
        `Verantwortlich für die Bearbeitung von Personendaten auf dieser Website und in der Unbound Cloud ist:

**Unbound AG**, Limmatstrasse 21, 8005 Zürich, Schweiz, E-Mail: [hello@unbound.example](mailto:hello@unbound.example), Telefon: [+41 44 500 12 34](tel:+41445001234)

Diese Datenschutzerklärung gilt für unsere öffentliche Website, den Kontrollbereich der Unbound Cloud (Registrierung, Anmeldung, Organisationen und Engine-Instanzen) sowie für die Kommunikation mit uns per E-Mail, Telefon und Formular. Wir richten uns nach dem schweizerischen Datenschutzgesetz (DSG) und, soweit anwendbar, nach der Datenschutz-Grundverordnung der EU (DSGVO).

Wir bearbeiten Personendaten nur, soweit dies für den jeweiligen Zweck erforderlich ist: um diese Website bereitzustellen, Ihre Anfragen zu beantworten, Verträge zu erfüllen, gesetzliche Pflichten einzuhalten oder gestützt auf Ihre Einwilligung.`,
        `The controller responsible for processing personal data on this website and in the Unbound Cloud is:

**Unbound AG**, Limmatstrasse 21, 8005 Zurich, Switzerland, e-mail: [hello@unbound.example](mailto:hello@unbound.example), phone: [+41 44 500 12 34](tel:+41445001234)

This privacy policy applies to our public website, the control area of the Unbound Cloud (sign-up, login, organisations and engine instances) and to communication with us by e-mail, phone and form. We comply with the Swiss Federal Act on Data Protection (FADP) and, where applicable, the EU General Data Protection Regulation (GDPR).

We only process personal data to the extent necessary for the respective purpose: to provide this website, answer your enquiries, perform contracts, comply with legal obligations or on the basis of your consent.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('2. Hosting und Server-Logdateien', '2. Hosting and server log files'),
      content: rich(
        `Diese Website und die Unbound Cloud werden auf Servern in Rechenzentren betrieben, mit deren Betreibern wir Verträge über die Auftragsbearbeitung geschlossen haben. Die Anbieter bearbeiten Daten ausschliesslich nach unseren Weisungen.

Bei jedem Aufruf unserer Website speichert der Webserver automatisch Informationen, die Ihr Browser übermittelt:

- IP-Adresse des anfragenden Geräts
- Datum und Uhrzeit des Zugriffs
- aufgerufene Adresse (URL) und übertragene Datenmenge
- Statuscode der Antwort
- Referrer-URL, also die zuvor besuchte Seite
- Browsertyp, Betriebssystem und Spracheinstellung

Diese Daten benötigen wir, um die Website auszuliefern, ihre Sicherheit und Stabilität zu gewährleisten und Angriffe abzuwehren. **Server-Logdateien bewahren wir höchstens 7 Tage auf.** IP-Adressen werden spätestens nach 7 Tagen anonymisiert oder gelöscht. Eine längere Aufbewahrung erfolgt nur, wenn ein konkreter Sicherheitsvorfall aufgeklärt werden muss, und nur so lange, wie dies dafür nötig ist.

## Cookies

Wir verwenden technisch notwendige Cookies, etwa um Ihre Sprachwahl zu speichern oder Sie im Kontrollbereich angemeldet zu halten. Diese Cookies enthalten keine Daten für Werbezwecke.`,
        `This website and the Unbound Cloud are operated on servers in data centres whose operators we have concluded data processing agreements with. The providers process data solely on our instructions.

Every time you access our website, the web server automatically stores information transmitted by your browser:

- IP address of the requesting device
- date and time of access
- requested address (URL) and amount of data transferred
- response status code
- referrer URL, i.e. the page visited before
- browser type, operating system and language setting

We need this data to deliver the website, ensure its security and stability and fend off attacks. **We keep server log files for at most 7 days.** IP addresses are anonymised or deleted after at most 7 days. Longer retention only happens if a specific security incident has to be investigated, and only for as long as necessary for that purpose.

## Cookies

We use technically necessary cookies, for example to remember your language choice or to keep you logged in to the control area. These cookies contain no data for advertising purposes.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('3. Webanalyse', '3. Web analytics'),
      content: rich(
        `Um zu verstehen, wie unsere Website genutzt wird, und sie laufend zu verbessern, setzen wir einen Webanalysedienst ein. Das Analyseskript wird erst geladen, nachdem die Seite vollständig bedienbar ist. Gemeldet werden Seitenaufrufe mit dem jeweiligen Pfad – auch bei Seitenwechseln innerhalb der Website – zusammen mit technischen Angaben wie Gerätetyp, Browser und ungefährer Herkunftsregion.

Die IP-Adresse wird vom Analysedienst gekürzt, bevor sie gespeichert wird. Wir nutzen die Auswertungen nur in zusammengefasster Form und verknüpfen sie nicht mit anderen Daten über Sie. **Personenbezogene Analysedaten werden nach 14 Monaten gelöscht oder anonymisiert.**

Der Analysedienst kann Daten in Länder ausserhalb der Schweiz und des EWR übermitteln, insbesondere in die USA. Wir stützen solche Übermittlungen auf anerkannte Garantien wie Standardvertragsklauseln.

Sie können die Analyse verhindern, indem Sie Cookies in Ihrem Browser blockieren, eine entsprechende Browser-Erweiterung verwenden oder Ihren Browser anweisen, keine Nachverfolgung zu wünschen.`,
        `To understand how our website is used and to improve it continuously, we use a web analytics service. The analytics script is only loaded after the page has become fully interactive. It reports page views with the respective path – including page changes within the website – together with technical details such as device type, browser and approximate region of origin.

The analytics service shortens the IP address before storing it. We only use the reports in aggregated form and do not link them to other data about you. **Personal analytics data is deleted or anonymised after 14 months.**

The analytics service may transfer data to countries outside Switzerland and the EEA, in particular the USA. We base such transfers on recognised safeguards such as standard contractual clauses.

You can prevent analytics by blocking cookies in your browser, using a suitable browser extension or telling your browser that you do not want to be tracked.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('4. Kontaktformular, E-Mail und Telefon', '4. Contact form, e-mail and phone'),
      content: rich(
        `Wenn Sie uns über das Kontaktformular, per E-Mail oder telefonisch kontaktieren, bearbeiten wir die Angaben, die Sie uns mitteilen: in der Regel Name, E-Mail-Adresse, Telefonnummer und Ihre Nachricht. Wir verwenden diese Daten ausschliesslich, um Ihre Anfrage zu beantworten und allfällige Folgefragen zu klären. Wir antworten in der Regel innerhalb von 24 Stunden.

Zum Schutz vor automatisierten Eingaben enthalten unsere Formulare eine einfache Rechenaufgabe. Dafür werden keine zusätzlichen Personendaten erhoben.

## E-Commerce-Audit

Für das kostenlose E-Commerce-Audit erfassen wir die Adresse Ihres Shops sowie die Kontaktangaben, die Sie uns freiwillig mitteilen. Wir nutzen sie, um das Audit zu erstellen und die Ergebnisse mit Ihnen zu besprechen.

## Überprüfung der Speicherdauer

Ob wir gespeicherte Kontaktanfragen weiterhin benötigen, **überprüfen wir alle 2 Jahre**. Anfragen, die nicht zu einem Vertragsverhältnis geführt haben und für die keine Aufbewahrungspflicht besteht, löschen wir dabei.`,
        `When you contact us via the contact form, by e-mail or by phone, we process the details you give us: usually your name, e-mail address, phone number and your message. We use this data solely to answer your enquiry and clarify any follow-up questions. We usually reply within 24 hours.

To protect against automated submissions, our forms contain a simple sum. No additional personal data is collected for this.

## E-commerce audit

For the free e-commerce audit we record the address of your shop and the contact details you provide voluntarily. We use them to prepare the audit and discuss the results with you.

## Review of the storage period

**We review every 2 years** whether we still need stored contact requests. Requests that did not lead to a contractual relationship and are not subject to a retention obligation are deleted in the process.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('5. Newsletter', '5. Newsletter'),
      content: rich(
        `Mit unserem Newsletter informieren wir über neue Blogbeiträge, Releases der Unbound Engine und Veranstaltungen. Für die Anmeldung benötigen wir Ihre E-Mail-Adresse.

Wir verwenden das **Double-Opt-in-Verfahren**: Nach der Anmeldung erhalten Sie eine E-Mail mit einem Bestätigungslink. Erst wenn Sie diesen Link anklicken, nehmen wir Sie in den Verteiler auf. So stellen wir sicher, dass sich niemand mit einer fremden Adresse anmelden kann. Zeitpunkt der Anmeldung und der Bestätigung protokollieren wir als Nachweis Ihrer Einwilligung.

Sie können den Newsletter jederzeit abbestellen – über den Link am Ende jeder Ausgabe oder mit einer kurzen Nachricht an uns. Ihre Adresse wird danach aus dem Verteiler gelöscht.`,
        `Our newsletter informs you about new blog posts, Unbound Engine releases and events. To subscribe, we need your e-mail address.

We use the **double opt-in procedure**: after signing up you receive an e-mail with a confirmation link. Only when you click this link do we add you to the mailing list. This ensures that nobody can sign up with someone else’s address. We log the time of sign-up and confirmation as proof of your consent.

You can unsubscribe at any time – via the link at the end of every issue or with a short message to us. Your address is then removed from the mailing list.`,
      ),
    },
    {
      blockType: 'content',
      heading: t(
        '6. Unbound Cloud, Aufträge und Agenturleistungen',
        '6. Unbound Cloud, orders and agency services',
      ),
      content: rich(
        `Wenn Sie sich für die Unbound Cloud registrieren, bearbeiten wir Ihre E-Mail-Adresse und Ihr Passwort (ausschliesslich als verschlüsselter Hashwert) sowie die Angaben zu Ihren Organisationen und Engine-Instanzen, etwa Shopname, E-Mail-Empfänger für Bestellbestätigungen, SMTP-Einstellungen und XPUB-Adresse. Diese Daten benötigen wir, um Ihnen die Instanzen bereitzustellen und mit Ihnen zu kommunizieren.

Die Daten, die Sie in Ihrer eigenen Engine-Instanz speichern – etwa Produkte, Kundenkonten und Bestellungen Ihres Shops –, bearbeiten wir in Ihrem Auftrag und nach Ihren Weisungen. Verantwortlich gegenüber Ihrer Kundschaft bleiben in diesem Fall Sie.

Für die Abwicklung von Aufträgen und Agenturleistungen bearbeiten wir die Kontakt-, Vertrags- und Abrechnungsdaten unserer Kundschaft. Ob wir diese Daten weiterhin benötigen, **überprüfen wir alle 3 Jahre**.`,
        `When you sign up for the Unbound Cloud, we process your e-mail address and password (only as an encrypted hash) as well as the details of your organisations and engine instances, such as shop name, e-mail recipient for order confirmations, SMTP settings and XPUB address. We need this data to provide the instances to you and to communicate with you.

We process the data you store in your own engine instance – such as your shop’s products, customer accounts and orders – on your behalf and according to your instructions. In that case, you remain responsible towards your customers.

To process orders and agency services, we process the contact, contract and billing data of our customers. **We review every 3 years** whether we still need this data.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('7. Aufbewahrung und Löschung', '7. Retention and deletion'),
      content: rich(
        `Wir speichern Personendaten nur so lange, wie es für den jeweiligen Zweck nötig ist oder wie es gesetzliche Aufbewahrungspflichten verlangen. Die wichtigsten Fristen im Überblick:

- **Server-Logdateien:** höchstens 7 Tage; IP-Adressen werden spätestens nach 7 Tagen anonymisiert oder gelöscht
- **Webanalyse:** personenbezogene Daten werden nach 14 Monaten gelöscht oder anonymisiert
- **Kontaktanfragen:** Überprüfung der Erforderlichkeit alle 2 Jahre
- **Auftragsabwicklung und Agenturleistungen:** Überprüfung der Erforderlichkeit alle 3 Jahre
- **Aktivitätsprotokoll der Organisationen in der Unbound Cloud:** 12 Monate
- **Newsletter:** bis zur Abmeldung

## Gesetzliche Aufbewahrungsfristen

Daten, die gesetzlichen Aufbewahrungspflichten unterliegen, sperren wir für jede andere Verwendung und löschen sie nach Ablauf der Frist:

- **Deutschland:** 6 Jahre für Handels- und Geschäftsbriefe, 10 Jahre für Buchungsbelege, Bücher und steuerlich relevante Unterlagen
- **Österreich:** 7 Jahre für Bücher, Aufzeichnungen und Belege, 22 Jahre für Unterlagen im Zusammenhang mit Grundstücken sowie 10 Jahre für Aufzeichnungen im Rahmen des One-Stop-Shop-Verfahrens

Die Fristen beginnen jeweils mit dem Ende des Kalenderjahres, in dem die Unterlage entstanden ist.`,
        `We only store personal data for as long as necessary for the respective purpose or as required by statutory retention obligations. The most important periods at a glance:

- **Server log files:** at most 7 days; IP addresses are anonymised or deleted after at most 7 days
- **Web analytics:** personal data is deleted or anonymised after 14 months
- **Contact requests:** need for storage reviewed every 2 years
- **Order processing and agency services:** need for storage reviewed every 3 years
- **Activity log of organisations in the Unbound Cloud:** 12 months
- **Newsletter:** until you unsubscribe

## Statutory retention periods

Data subject to statutory retention obligations is blocked for any other use and deleted when the period expires:

- **Germany:** 6 years for commercial and business letters, 10 years for accounting vouchers, books and tax-relevant records
- **Austria:** 7 years for books, records and vouchers, 22 years for records relating to real estate and 10 years for records under the one-stop-shop procedure

Each period starts at the end of the calendar year in which the record was created.`,
      ),
    },
    {
      blockType: 'content',
      heading: t('8. Ihre Rechte', '8. Your rights'),
      content: rich(
        `Sie haben jederzeit das Recht:

- **Auskunft** darüber zu verlangen, welche Personendaten wir über Sie bearbeiten
- unrichtige Daten **berichtigen** zu lassen
- die **Löschung** oder Einschränkung der Bearbeitung Ihrer Daten zu verlangen, soweit keine Aufbewahrungspflicht entgegensteht
- die **Herausgabe** Ihrer Daten in einem gängigen elektronischen Format zu verlangen
- einer Bearbeitung zu **widersprechen** und eine erteilte **Einwilligung zu widerrufen**, mit Wirkung für die Zukunft

Für Anliegen zum Datenschutz schreiben Sie uns an [hello@unbound.example](mailto:hello@unbound.example). Zudem können Sie sich bei der zuständigen Aufsichtsbehörde beschweren, in der Schweiz beim Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB).

## Datensicherheit

Wir schützen Ihre Daten mit angemessenen technischen und organisatorischen Massnahmen, darunter verschlüsselte Übertragung (TLS), Zugriffsbeschränkungen nach dem Need-to-know-Prinzip und tägliche Datensicherungen.

## Änderungen

Wir passen diese Datenschutzerklärung an, wenn sich unsere Angebote oder die rechtlichen Vorgaben ändern. Es gilt die jeweils auf dieser Seite veröffentlichte Fassung.`,
        `You have the right at any time to:

- request **information** about which personal data we process about you
- have incorrect data **corrected**
- request the **deletion** or restriction of processing of your data, unless a retention obligation applies
- request **a copy** of your data in a common electronic format
- **object** to processing and **withdraw consent** you have given, with effect for the future

For data protection matters, write to us at [hello@unbound.example](mailto:hello@unbound.example). You can also lodge a complaint with the competent supervisory authority – in Switzerland, the Federal Data Protection and Information Commissioner (FDPIC).

## Data security

We protect your data with appropriate technical and organisational measures, including encrypted transmission (TLS), access restrictions on a need-to-know basis and daily backups.

## Changes

We adapt this privacy policy when our offerings or the legal requirements change. The version published on this page applies.`,
      ),
    },
  ],
)
