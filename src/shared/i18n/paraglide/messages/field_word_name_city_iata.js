/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Word_Name_City_IataInputs */

const en_field_word_name_city_iata = /** @type {(inputs: Field_Word_Name_City_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Airport`)
};

const es_field_word_name_city_iata = /** @type {(inputs: Field_Word_Name_City_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aeropuerto`)
};

const en_xa2_field_word_name_city_iata = /** @type {(inputs: Field_Word_Name_City_IataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Áíŕþóŕţ ·~]`)
};

/**
* | output |
* | --- |
* | "Airport" |
*
* @param {Field_Word_Name_City_IataInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_name_city_iata = /** @type {((inputs?: Field_Word_Name_City_IataInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Word_Name_City_IataInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_field_word_name_city_iata(inputs)
	if (locale === "en-XA") return en_xa2_field_word_name_city_iata(inputs)
	return en_field_word_name_city_iata(inputs)
});