/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_No_Legs_PrebookingInputs */

const en_rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No legs yet: the schedule comes with the confirmation.`)
};

const es_rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay tramos: el itinerario llega con la confirmación.`)
};

const en_xa2_rating_sea_no_legs_prebooking = /** @type {(inputs: Rating_Sea_No_Legs_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñó ļéĝš ýéţ: ţĥé šçĥéðúļé çóɱéš ŵíţĥ ţĥé çóñƒíŕɱáţíóñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "No legs yet: the schedule comes with the confirmation." |
*
* @param {Rating_Sea_No_Legs_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs_prebooking = /** @type {((inputs?: Rating_Sea_No_Legs_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_No_Legs_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_no_legs_prebooking(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_no_legs_prebooking(inputs)
	return en_rating_sea_no_legs_prebooking(inputs)
});