/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Field_Chargeable_WeightInputs */

const en_rating_field_chargeable_weight = /** @type {(inputs: Rating_Field_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chargeable weight`)
};

const es_rating_field_chargeable_weight = /** @type {(inputs: Rating_Field_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`el peso tasable`)
};

const en_xa2_rating_field_chargeable_weight = /** @type {(inputs: Rating_Field_Chargeable_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[çĥáŕĝéáƀļé ŵéíĝĥţ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "chargeable weight" |
*
* @param {Rating_Field_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_chargeable_weight = /** @type {((inputs?: Rating_Field_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Field_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_field_chargeable_weight(inputs)
	if (locale === "en-XA") return en_xa2_rating_field_chargeable_weight(inputs)
	return en_rating_field_chargeable_weight(inputs)
});