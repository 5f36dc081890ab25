/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Field_EventInputs */

const en_today_field_event = /** @type {(inputs: Today_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`event must be release or empty-return`)
};

const es_today_field_event = /** @type {(inputs: Today_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El evento debe ser release (retirada) o empty-return (devolución del vacío)`)
};

const en_xa2_today_field_event = /** @type {(inputs: Today_Field_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[éṽéñţ ɱúšţ ƀé ŕéļéášé óŕ éɱþţý-ŕéţúŕñ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "event must be release or empty-return" |
*
* @param {Today_Field_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_event = /** @type {((inputs?: Today_Field_EventInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Field_EventInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_field_event(inputs)
	if (locale === "en-XA") return en_xa2_today_field_event(inputs)
	return en_today_field_event(inputs)
});