/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Today_Field_Seen_AtInputs */

const en_today_field_seen_at = /** @type {(inputs: Today_Field_Seen_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seenAt must be an ISO date-time`)
};

const es_today_field_seen_at = /** @type {(inputs: Today_Field_Seen_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seenAt debe ser una fecha y hora ISO`)
};

const en_xa2_today_field_seen_at = /** @type {(inputs: Today_Field_Seen_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[šééñÁţ ɱúšţ ƀé áñ ÍŠÓ ðáţé-ţíɱé ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "seenAt must be an ISO date-time" |
*
* @param {Today_Field_Seen_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_field_seen_at = /** @type {((inputs?: Today_Field_Seen_AtInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Today_Field_Seen_AtInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_today_field_seen_at(inputs)
	if (locale === "en-XA") return en_xa2_today_field_seen_at(inputs)
	return en_today_field_seen_at(inputs)
});