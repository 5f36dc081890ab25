/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Rule_Field_Departure_Airport_CodeInputs */

const en_rating_rule_field_departure_airport_code = /** @type {(inputs: Rating_Rule_Field_Departure_Airport_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`departure airport code`)
};

const es_rating_rule_field_departure_airport_code = /** @type {(inputs: Rating_Rule_Field_Departure_Airport_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el código del aeropuerto de salida`)
};

const en_xa2_rating_rule_field_departure_airport_code = /** @type {(inputs: Rating_Rule_Field_Departure_Airport_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ðéþáŕţúŕé áíŕþóŕţ çóðé ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "departure airport code" |
*
* @param {Rating_Rule_Field_Departure_Airport_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_departure_airport_code = /** @type {((inputs?: Rating_Rule_Field_Departure_Airport_CodeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Rule_Field_Departure_Airport_CodeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_rule_field_departure_airport_code(inputs)
	if (locale === "en-XA") return en_xa2_rating_rule_field_departure_airport_code(inputs)
	return en_rating_rule_field_departure_airport_code(inputs)
});