/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mode: NonNullable<unknown> }} Quotes_Not_Bookable_ModeInputs */

const en_quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not bookable: ${i?.mode} quotes cannot be booked here.`)
};

const es_quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se puede reservar: las cotizaciones en modo ${i?.mode} no se reservan aquí.`)
};

const en_xa2_quotes_not_bookable_mode = /** @type {(inputs: Quotes_Not_Bookable_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñóţ ƀóóķáƀļé: ${i?.mode} ǫúóţéš çáññóţ ƀé ƀóóķéð ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Not bookable: {mode} quotes cannot be booked here." |
*
* @param {Quotes_Not_Bookable_ModeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_bookable_mode = /** @type {((inputs: Quotes_Not_Bookable_ModeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quotes_Not_Bookable_ModeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_quotes_not_bookable_mode(inputs)
	if (locale === "en-XA") return en_xa2_quotes_not_bookable_mode(inputs)
	return en_quotes_not_bookable_mode(inputs)
});