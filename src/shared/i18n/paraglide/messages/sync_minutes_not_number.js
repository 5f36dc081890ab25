/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Minutes_Not_NumberInputs */

const en_sync_minutes_not_number = /** @type {(inputs: Sync_Minutes_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minutes between syncs must be a number, such as 5`)
};

const es_sync_minutes_not_number = /** @type {(inputs: Sync_Minutes_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los minutos entre sincronizaciones deben ser un número, como 5`)
};

const en_xa2_sync_minutes_not_number = /** @type {(inputs: Sync_Minutes_Not_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁíñúţéš ƀéţŵééñ šýñçš ɱúšţ ƀé á ñúɱƀéŕ, šúçĥ áš 5 ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Minutes between syncs must be a number, such as 5" |
*
* @param {Sync_Minutes_Not_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_not_number = /** @type {((inputs?: Sync_Minutes_Not_NumberInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Minutes_Not_NumberInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes_not_number(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes_not_number(inputs)
	return en_sync_minutes_not_number(inputs)
});