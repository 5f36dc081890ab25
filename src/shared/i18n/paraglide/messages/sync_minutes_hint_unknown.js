/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_Minutes_Hint_UnknownInputs */

const en_sync_minutes_hint_unknown = /** @type {(inputs: Sync_Minutes_Hint_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 turns automatic sync off.`)
};

const es_sync_minutes_hint_unknown = /** @type {(inputs: Sync_Minutes_Hint_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 desactiva la sincronización automática.`)
};

const en_xa2_sync_minutes_hint_unknown = /** @type {(inputs: Sync_Minutes_Hint_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[0 ţúŕñš áúţóɱáţíç šýñç óƒƒ. ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "0 turns automatic sync off." |
*
* @param {Sync_Minutes_Hint_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_minutes_hint_unknown = /** @type {((inputs?: Sync_Minutes_Hint_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Minutes_Hint_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_minutes_hint_unknown(inputs)
	if (locale === "en-XA") return en_xa2_sync_minutes_hint_unknown(inputs)
	return en_sync_minutes_hint_unknown(inputs)
});