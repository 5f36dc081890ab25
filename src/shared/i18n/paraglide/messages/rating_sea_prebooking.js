/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_PrebookingInputs */

const en_rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking.`)
};

const es_rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: sin salida confirmada. La naviera confirma el buque y las fechas después de la reserva.`)
};

const en_xa2_rating_sea_prebooking = /** @type {(inputs: Rating_Sea_PrebookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ñó šáíļíñĝ çóñƒíŕɱéð. Ţĥé çáŕŕíéŕ çóñƒíŕɱš ţĥé ṽéššéļ áñð ţĥé ðáţéš áƒţéŕ ţĥé ƀóóķíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pre-booking: no sailing confirmed. The carrier confirms the vessel and the dates after the booking." |
*
* @param {Rating_Sea_PrebookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_prebooking = /** @type {((inputs?: Rating_Sea_PrebookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_PrebookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_prebooking(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_prebooking(inputs)
	return en_rating_sea_prebooking(inputs)
});