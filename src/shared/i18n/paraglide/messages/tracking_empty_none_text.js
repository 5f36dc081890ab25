/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_None_TextInputs */

const en_tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked shipments appear here.`)
};

const es_tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los envíos reservados aparecen aquí.`)
};

const en_xa2_tracking_empty_none_text = /** @type {(inputs: Tracking_Empty_None_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓóóķéð šĥíþɱéñţš áþþéáŕ ĥéŕé. ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Booked shipments appear here." |
*
* @param {Tracking_Empty_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_none_text = /** @type {((inputs?: Tracking_Empty_None_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_None_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_none_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_none_text(inputs)
	return en_tracking_empty_none_text(inputs)
});