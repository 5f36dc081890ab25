/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_PrebookingInputs */

const en_rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: no sailing confirmed`)
};

const es_rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: sin salida confirmada`)
};

const en_xa2_rating_prebooking = /** @type {(inputs: Rating_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed" |
*
* @param {Rating_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_prebooking = /** @type {((inputs?: Rating_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_prebooking(inputs)
	if (locale === "en-XA") return en_xa2_rating_prebooking(inputs)
	return en_rating_prebooking(inputs)
});