/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pdf_Pre_BookingInputs */

const en_pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pre-booking: the carrier confirms the vessel and dates`)
};

const es_pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prerreserva: el transportista confirma el buque y las fechas`)
};

const en_xa2_pdf_pre_booking = /** @type {(inputs: Pdf_Pre_BookingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕé-ƀóóķíñĝ: ţĥé çáŕŕíéŕ çóñƒíŕɱš ţĥé ṽéššéļ áñð ðáţéš ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking = /** @type {((inputs?: Pdf_Pre_BookingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Pre_BookingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_pdf_pre_booking(inputs)
	if (locale === "en-XA") return en_xa2_pdf_pre_booking(inputs)
	return en_pdf_pre_booking(inputs)
});