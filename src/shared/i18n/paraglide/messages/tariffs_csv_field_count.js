/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ found: NonNullable<unknown>, expected: NonNullable<unknown> }} Tariffs_Csv_Field_CountInputs */

const en_tariffs_csv_field_count = /** @type {(inputs: Tariffs_Csv_Field_CountInputs) => LocalizedString} */ (i) => {const foundPlural = registry.plural("en", i?.found, {});
	if (foundPlural === "one") return /** @type {LocalizedString} */ (`the line has ${i?.found} field where the header has ${i?.expected}`);
	return /** @type {LocalizedString} */ (`the line has ${i?.found} fields where the header has ${i?.expected}`)
	
};

const es_tariffs_csv_field_count = /** @type {(inputs: Tariffs_Csv_Field_CountInputs) => LocalizedString} */ (i) => {const foundPlural = registry.plural("es", i?.found, {});
	if (foundPlural === "one") return /** @type {LocalizedString} */ (`la línea tiene ${i?.found} campo y la cabecera ${i?.expected}`);
	return /** @type {LocalizedString} */ (`la línea tiene ${i?.found} campos y la cabecera ${i?.expected}`)
	
};

const en_xa2_tariffs_csv_field_count = /** @type {(inputs: Tariffs_Csv_Field_CountInputs) => LocalizedString} */ (i) => {const foundPlural = registry.plural("en-XA", i?.found, {});
	if (foundPlural === "one") return /** @type {LocalizedString} */ (`[ţĥé ļíñé ĥáš ${i?.found} ƒíéļð ŵĥéŕé ţĥé ĥéáðéŕ ĥáš ${i?.expected} ·~ ·~ ·~ ·~ ·~ ·]`);
	return /** @type {LocalizedString} */ (`[ţĥé ļíñé ĥáš ${i?.found} ƒíéļðš ŵĥéŕé ţĥé ĥéáðéŕ ĥáš ${i?.expected} ·~ ·~ ·~ ·~ ·~ ·]`)
	
};

/**
* | foundPlural | output |
* | --- | --- |
* | "one" | "the line has {found} field where the header has {expected}" |
* | * | "the line has {found} fields where the header has {expected}" |
*
* @param {Tariffs_Csv_Field_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_field_count = /** @type {((inputs: Tariffs_Csv_Field_CountInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Csv_Field_CountInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_csv_field_count(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_csv_field_count(inputs)
	return en_tariffs_csv_field_count(inputs)
});