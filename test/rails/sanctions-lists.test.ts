// The UN, EU and UK sanctions lists read from their published XML formats beside OFAC's CSV: rows the test writes with
// the publishers' own element and attribute names (the UN's consolidated.xml, the EU's xmlFullSanctionsList_1_1, the
// FCDO's UK_Sanctions_List.xml), found in a SANCTIONS_LISTS directory by their published file names next to the sample
// of OFAC's SDN list (../shared/specs/ofac-sdn-sample), and names screened against them: a list's own name, an alias,
// a name written in Cyrillic or Arabic script, a name with its particles (al, bin, de, da, van). Each list read carries
// the digest of its content.
// Test pass: embedded only (database-independent: reads list files and screens names in memory)
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { Screener } from '../../src/modules/screening/screener.ts';
import { SanctionsLists } from '../../src/rails/sanctions/lists.ts';
import { readEuXml, readUkXml, readUnXml } from '../../src/rails/sanctions/xml-lists.ts';
import { publishedSpec } from '../../src/rails/fakes/published-specs.ts';

/** The UN Security Council consolidated list, as consolidated.xml is published (rows invented for the test). */
export const UN_XML = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="https://scsanctions.un.org/resources/xml/en/consolidated.xsd" dateGenerated="2026-11-20T10:00:01.000Z">
  <INDIVIDUALS>
    <INDIVIDUAL>
      <DATAID>9900001</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>ABDUL</FIRST_NAME>
      <SECOND_NAME>RAHMAN</SECOND_NAME>
      <THIRD_NAME>AL-NADIRI</THIRD_NAME>
      <UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
      <REFERENCE_NUMBER>QDi.901</REFERENCE_NUMBER>
      <LISTED_ON>2011-05-12</LISTED_ON>
      <NAME_ORIGINAL_SCRIPT>عبد الرحمن النادري</NAME_ORIGINAL_SCRIPT>
      <COMMENTS1>Invented for a test &amp; nothing else.</COMMENTS1>
      <NATIONALITY><VALUE>Yemen</VALUE></NATIONALITY>
      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
      <LAST_DAY_UPDATED><VALUE/></LAST_DAY_UPDATED>
      <INDIVIDUAL_ALIAS><QUALITY>Good</QUALITY><ALIAS_NAME>Abu Bakr bin Salim</ALIAS_NAME></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ALIAS><QUALITY/><ALIAS_NAME/></INDIVIDUAL_ALIAS>
      <INDIVIDUAL_ADDRESS><COUNTRY>Yemen</COUNTRY></INDIVIDUAL_ADDRESS>
      <INDIVIDUAL_DATE_OF_BIRTH><TYPE_OF_DATE>EXACT</TYPE_OF_DATE><DATE>1970-01-01</DATE></INDIVIDUAL_DATE_OF_BIRTH>
      <INDIVIDUAL_PLACE_OF_BIRTH/>
      <INDIVIDUAL_DOCUMENT/>
      <SORT_KEY/>
      <SORT_KEY_LAST_MOD/>
    </INDIVIDUAL>
  </INDIVIDUALS>
  <ENTITIES>
    <ENTITY>
      <DATAID>9900002</DATAID>
      <VERSIONNUM>1</VERSIONNUM>
      <FIRST_NAME>NORTH STAR MARITIME TRADING COMPANY</FIRST_NAME>
      <UN_LIST_TYPE>DPRK</UN_LIST_TYPE>
      <REFERENCE_NUMBER>KPe.901</REFERENCE_NUMBER>
      <LISTED_ON>2017-08-05</LISTED_ON>
      <COMMENTS1>Invented for a test.</COMMENTS1>
      <LIST_TYPE><VALUE>UN List</VALUE></LIST_TYPE>
      <ENTITY_ALIAS><QUALITY>a.k.a.</QUALITY><ALIAS_NAME>Polar Star Shipping</ALIAS_NAME></ENTITY_ALIAS>
      <ENTITY_ADDRESS><CITY>Pyongyang</CITY><COUNTRY>Democratic People's Republic of Korea</COUNTRY></ENTITY_ADDRESS>
    </ENTITY>
  </ENTITIES>
</CONSOLIDATED_LIST>
`;

/** The EU consolidated financial sanctions list in its xmlFullSanctionsList_1_1 format (rows invented for the test). */
export const EU_XML = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<export generationDate="2026-11-20T18:00:00.000+01:00" globalFileId="170001" xmlns="http://eu.europa.ec/fpi/fsd/export">
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9901.01" logicalId="990001">
    <remark>Invented for a test.</remark>
    <regulation regulationType="regulation" organisationType="council" publicationDate="2022-02-23" entryIntoForceDate="2022-02-23" numberTitle="2022/260 (OJ L42I)" programme="RUS" logicalId="990101">
      <publicationUrl>https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=OJ:L:2022:042I:FULL</publicationUrl>
    </regulation>
    <subjectType code="person" classificationCode="P"/>
    <nameAlias firstName="Ivan" middleName="Petrovich" lastName="Sidorenko" wholeName="Ivan Petrovich Sidorenko" function="Businessman" gender="M" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="990201"/>
    <nameAlias firstName="Иван" middleName="Петрович" lastName="Сидоренко" wholeName="Иван Петрович Сидоренко" function="" gender="M" title="" nameLanguage="RU" strong="true" regulationLanguage="en" logicalId="990202"/>
    <citizenship region="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="990301"/>
    <birthdate circa="false" calendarType="GREGORIAN" city="" zipCode="" birthdate="1965-04-02" dayOfMonth="2" monthOfYear="4" year="1965" region="" place="" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="990401"/>
  </sanctionEntity>
  <sanctionEntity designationDetails="" unitedNationId="" euReferenceNumber="EU.9902.02" logicalId="990002">
    <regulation regulationType="regulation" organisationType="council" publicationDate="2023-06-23" entryIntoForceDate="2023-06-23" numberTitle="2023/1214" programme="UKR" logicalId="990102"/>
    <subjectType code="enterprise" classificationCode="E"/>
    <nameAlias firstName="" middleName="" lastName="" wholeName="Volga Precision Machinery JSC" function="" gender="" title="" nameLanguage="" strong="true" regulationLanguage="en" logicalId="990203"/>
    <address city="Samara" street="" poBox="" zipCode="" region="" place="" asAtListingTime="false" countryIso2Code="RU" countryDescription="RUSSIAN FEDERATION" regulationLanguage="en" logicalId="990501"/>
  </sanctionEntity>
</export>
`;

/** The UK Sanctions List as the FCDO publishes UK_Sanctions_List.xml (rows invented for the test). */
export const UK_XML = `<?xml version="1.0" encoding="utf-8"?>
<Designations xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <Designation>
    <LastUpdated>01/11/2026</LastUpdated>
    <DateDesignated>15/03/2022</DateDesignated>
    <UniqueID>RUS9901</UniqueID>
    <OFSIGroupID>99001</OFSIGroupID>
    <UNReferenceNumber/>
    <Names>
      <Name><Name1>Oleg</Name1><Name2>Viktorovich</Name2><Name6>KARAVAEV</Name6><NameType>Primary Name</NameType></Name>
      <Name><Name1>Oleg</Name1><Name6>KARAVAYEV</Name6><NameType>Alias</NameType><AliasStrength>Good quality</AliasStrength></Name>
    </Names>
    <NonLatinNames>
      <NonLatinName><NameNonLatinScript>Олег Викторович Караваев</NameNonLatinScript><NonLatinScriptType>Cyrillic</NonLatinScriptType><NonLatinScriptLanguage>Russian</NonLatinScriptLanguage></NonLatinName>
    </NonLatinNames>
    <RegimeName>The Russia (Sanctions) (EU Exit) Regulations 2019</RegimeName>
    <IndividualEntityShip>Individual</IndividualEntityShip>
    <DesignationSource>UK</DesignationSource>
    <SanctionsImposed>Asset freeze|Travel Ban</SanctionsImposed>
    <OtherInformation>Invented for a test.</OtherInformation>
    <UKStatementofReasons>Invented for a test.</UKStatementofReasons>
    <Addresses><Address><AddressLine1>Tverskaya 1</AddressLine1><AddressLine6>Moscow</AddressLine6><AddressCountry>Russia</AddressCountry></Address></Addresses>
    <IndividualDetails><Individual><DOBs><DOB>02/04/1971</DOB></DOBs><Nationalities><Nationality>Russia</Nationality></Nationalities></Individual></IndividualDetails>
  </Designation>
  <Designation>
    <LastUpdated>01/11/2026</LastUpdated>
    <DateDesignated>09/05/2023</DateDesignated>
    <UniqueID>RUS9902</UniqueID>
    <Names><Name><Name6>VAN DER BERG HOLDINGS</Name6><NameType>Primary Name</NameType></Name></Names>
    <RegimeName>The Russia (Sanctions) (EU Exit) Regulations 2019</RegimeName>
    <IndividualEntityShip>Entity</IndividualEntityShip>
    <OtherInformation>Invented for a test.</OtherInformation>
    <Addresses><Address><AddressCountry>Cyprus</AddressCountry></Address></Addresses>
  </Designation>
  <Designation>
    <UniqueID>RUS9903</UniqueID>
    <Names><Name><Name6>SEA BREEZE</Name6><NameType>Primary Name</NameType></Name></Names>
    <IndividualEntityShip>Ship</IndividualEntityShip>
  </Designation>
</Designations>
`;

const SAMPLE = publishedSpec('ofac-sdn-sample/sdn.csv', "The sample rows of OFAC's SDN list in its CSV format");

describe('the UN, EU and UK lists in their published XML formats', () => {
  it("reads each format's entries: names, aliases, kinds, programs, countries, remarks", () => {
    const un = readUnXml('consolidated.xml', UN_XML);
    assert.deepEqual(
      un.map((entry) => [entry.list, entry.entNum, entry.name, entry.kind, entry.programs, entry.aliases.map((alias) => alias.name), entry.countries]),
      [
        ['UN', 'QDi.901', 'ABDUL RAHMAN AL-NADIRI', 'individual', ['Al-Qaida'], ['Abu Bakr bin Salim', 'عبد الرحمن النادري'], ['Yemen']],
        ['UN', 'KPe.901', 'NORTH STAR MARITIME TRADING COMPANY', 'entity', ['DPRK'], ['Polar Star Shipping'], ["Democratic People's Republic of Korea"]],
      ],
    );
    assert.equal(un[0]!.remarks, 'Invented for a test & nothing else.');
    const eu = readEuXml('20261120-FULL-1_1(xsd).xml', EU_XML);
    assert.deepEqual(
      eu.map((entry) => [entry.list, entry.entNum, entry.name, entry.kind, entry.programs, entry.aliases.map((alias) => alias.name), entry.countries]),
      [
        ['EU', 'EU.9901.01', 'Ivan Petrovich Sidorenko', 'individual', ['RUS'], ['Иван Петрович Сидоренко'], ['RUSSIAN FEDERATION']],
        ['EU', 'EU.9902.02', 'Volga Precision Machinery JSC', 'entity', ['UKR'], [], ['RUSSIAN FEDERATION']],
      ],
    );
    const uk = readUkXml('UK_Sanctions_List.xml', UK_XML);
    assert.deepEqual(
      uk.map((entry) => [entry.list, entry.entNum, entry.name, entry.kind, entry.aliases.map((alias) => alias.name), entry.countries]),
      [
        ['UK', 'RUS9901', 'Oleg Viktorovich KARAVAEV', 'individual', ['Oleg KARAVAYEV', 'Олег Викторович Караваев'], ['Russia']],
        ['UK', 'RUS9902', 'VAN DER BERG HOLDINGS', 'entity', [], ['Cyprus']],
        ['UK', 'RUS9903', 'SEA BREEZE', 'vessel', [], []],
      ],
    );
    assert.deepEqual(uk[0]!.programs, ['The Russia (Sanctions) (EU Exit) Regulations 2019']);
  });

  it('refuses a file that is not the format its name says, or holds no entry', () => {
    assert.throws(() => readUnXml('consolidated.xml', EU_XML), /consolidated\.xml: no CONSOLIDATED_LIST element/);
    assert.throws(() => readEuXml('eu.xml', '<export><sanctionEntity'), /eu\.xml: not well-formed XML/);
    assert.throws(() => readUkXml('UK_Sanctions_List.xml', '<Designations><Designation><UniqueID>X1</UniqueID></Designation></Designations>'), /X1: unknown/);
    assert.throws(() => readUnXml('consolidated.xml', '<CONSOLIDATED_LIST><INDIVIDUALS/><ENTITIES/></CONSOLIDATED_LIST>'), /holds no entry/);
  });
});

describe('a SANCTIONS_LISTS directory holding every list by its published file name', { skip: SAMPLE.skip }, () => {
  let directory: string;
  let lists: SanctionsLists;
  let screener: Screener;
  before(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'ponte-all-lists-'));
    for (const file of ['sdn.csv', 'alt.csv', 'add.csv']) copyFileSync(path.join(path.dirname(SAMPLE.file), file), path.join(directory, file));
    writeFileSync(path.join(directory, 'consolidated.xml'), UN_XML);
    writeFileSync(path.join(directory, '20261120-FULL-1_1(xsd).xml'), EU_XML);
    writeFileSync(path.join(directory, 'UK_Sanctions_List.xml'), UK_XML);
    lists = await SanctionsLists.open([directory], 3600);
    screener = new Screener(lists, 'sandbox', 0.9);
  });
  after(() => {
    lists.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const person = (firstName: string, lastName: string) => ({ firstName, lastName, dateOfBirth: '1970-01-01', citizenship: 'BR', address: { country: 'BR' } });
  const hitsOf = (firstName: string, lastName: string) =>
    (screener.screenBeneficiary({ person: person(firstName, lastName) })?.hits ?? []).map((hit) => `${hit.entry.list} ${hit.entry.entNum}`);
  const businessHits = (legalName: string) =>
    (
      screener.screenBeneficiary({
        business: { legalName, address: { country: 'BR' }, legalRepresentative: person('Ana', 'Lima'), beneficialOwners: [] },
      })?.hits ?? []
    ).map((hit) => `${hit.entry.list} ${hit.entry.entNum}`);

  it('reads the four lists, each with the digest of its content', () => {
    const version = screener.version()!;
    assert.deepEqual(
      version.lists.map(({ list, entries }) => [list, entries]),
      [
        ['SDN', 17],
        ['UN', 2],
        ['EU', 2],
        ['UK', 3],
      ],
    );
    for (const list of version.lists) assert.match(list.digest, /^sha256:[0-9a-f]{64}$/);
    assert.equal(new Set(version.lists.map((list) => list.digest)).size, 4);
  });

  it("screens names against each list's entries and aliases", () => {
    assert.deepEqual(hitsOf('Abdul Rahman', 'Al-Nadiri'), ['UN QDi.901']);
    assert.deepEqual(hitsOf('Ivan Petrovich', 'Sidorenko'), ['EU EU.9901.01']);
    assert.deepEqual(hitsOf('Oleg', 'Karavayev'), ['UK RUS9901']);
    assert.deepEqual(businessHits('Polar Star Shipping Ltda'), ['UN KPe.901']);
    assert.deepEqual(businessHits('Volga Precision Machinery'), ['EU EU.9902.02']);
    assert.deepEqual(hitsOf('Elvis Angus', 'Logan Morey'), ['SDN 10278'], "OFAC's sample beside them");
    assert.deepEqual(hitsOf('Sea', 'Breeze'), [], 'a ship is not a person');
    assert.deepEqual(hitsOf('Maria', 'Souza'), []);
  });

  it('drops the particles al, bin, de, da and van', () => {
    assert.deepEqual(hitsOf('Abdul Rahman', 'Nadiri'), ['UN QDi.901'], 'al- left out');
    assert.deepEqual(hitsOf('Abdul Rahman', 'el-Nadiri'), ['UN QDi.901'], 'al- written el-');
    assert.deepEqual(hitsOf('Abu Bakr', 'Salim'), ['UN QDi.901'], 'bin left out');
    assert.deepEqual(hitsOf('Abu Bakr', 'ibn Salim'), ['UN QDi.901'], 'bin written ibn');
    assert.deepEqual(businessHits('Berg Holdings'), ['UK RUS9902'], 'van der left out');
    assert.deepEqual(businessHits('Van den Berg Holdings B.V.'), ['UK RUS9902']);
    assert.deepEqual(hitsOf('Ivan Petrovich', 'da Sidorenko'), ['EU EU.9901.01'], 'da added');
    assert.deepEqual(hitsOf('Ivan', 'de Sidorenko Petrovich'), ['EU EU.9901.01'], 'de added');
  });

  it('transliterates Cyrillic and Arabic to Latin on both sides', () => {
    assert.deepEqual(hitsOf('Олег Викторович', 'Караваев'), ['UK RUS9901'], 'Cyrillic, against the Latin name');
    assert.deepEqual(hitsOf('Иван Петрович', 'Сидоренко'), ['EU EU.9901.01']);
    // OFAC's sample lists LIFSHITS, Artem Mikhaylovich only in Latin letters.
    assert.deepEqual(hitsOf('Артём Михайлович', 'Лифшиц'), ['SDN 29702'], "Cyrillic against OFAC's Latin-only entry");
    // Arabic writes no short vowels: a name in Arabic script is compared by its consonants with the Latin names.
    const [arabic, ...more] = screener.screenBeneficiary({ person: person('أبو بكر بن', 'سالم') })?.hits ?? [];
    assert.deepEqual([arabic?.entry.entNum, arabic?.matchedName, more.length], ['QDi.901', 'Abu Bakr bin Salim', 0], 'Arabic script, against a Latin alias');
    assert.ok(arabic!.score >= 0.9);
    assert.deepEqual(hitsOf('محمد', 'سالم'), [], 'a name sharing one word is not a match in Arabic script either');
  });
});
