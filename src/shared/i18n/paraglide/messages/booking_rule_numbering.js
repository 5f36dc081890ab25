/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rule_NumberingInputs */

const en_booking_rule_numbering = /** @type {(inputs: Booking_Rule_NumberingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk could not number the containers and their cargo lines: remove a line and add it again.`)
};

const es_booking_rule_numbering = /** @type {(inputs: Booking_Rule_NumberingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk no pudo numerar los contenedores y sus líneas de carga: quite una línea y vuelva a añadirla.`)
};

const en_xa2_booking_rule_numbering = /** @type {(inputs: Booking_Rule_NumberingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ çóúļð ñóţ ñúɱƀéŕ ţĥé çóñţáíñéŕš áñð ţĥéíŕ çáŕĝó ļíñéš: ŕéɱóṽé á ļíñé áñð áðð íţ áĝáíñ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Freight Desk could not number the containers and their cargo lines: remove a line and add it again." |
*
* @param {Booking_Rule_NumberingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_numbering = /** @type {((inputs?: Booking_Rule_NumberingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_NumberingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_numbering(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_numbering(inputs)
	return en_booking_rule_numbering(inputs)
});