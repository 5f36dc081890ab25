/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Csv_PrebookingInputs */

const en_rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pre-booking: no sailing confirmed`)
};

const es_rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prerreserva: sin salida confirmada`)
};

const en_xa2_rating_csv_prebooking = /** @type {(inputs: Rating_Csv_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "pre-booking: no sailing confirmed" |
*
* @param {Rating_Csv_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_prebooking = /** @type {((inputs?: Rating_Csv_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Csv_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_csv_prebooking(inputs)
	if (locale === "en-XA") return en_xa2_rating_csv_prebooking(inputs)
	return en_rating_csv_prebooking(inputs)
});