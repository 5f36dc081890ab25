/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ weight: NonNullable<unknown> }} Rating_Air_Chargeable_WeightInputs */

const en_rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chargeable weight: ${i?.weight} kg`)
};

const es_rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Peso tasable: ${i?.weight} kg`)
};

const en_xa2_rating_air_chargeable_weight = /** @type {(inputs: Rating_Air_Chargeable_WeightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝéáƀļé ŵéíĝĥţ: ${i?.weight} ķĝ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Chargeable weight: {weight} kg" |
*
* @param {Rating_Air_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_air_chargeable_weight = /** @type {((inputs: Rating_Air_Chargeable_WeightInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Air_Chargeable_WeightInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_air_chargeable_weight(inputs)
	if (locale === "en-XA") return en_xa2_rating_air_chargeable_weight(inputs)
	return en_rating_air_chargeable_weight(inputs)
});