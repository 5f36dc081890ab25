/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sync_State_UnknownInputs */

const en_sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync state not known yet`)
};

const es_sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estado de la sincronización aún desconocido`)
};

const en_xa2_sync_state_unknown = /** @type {(inputs: Sync_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýñç šţáţé ñóţ ķñóŵñ ýéţ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Sync state not known yet" |
*
* @param {Sync_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_state_unknown = /** @type {((inputs?: Sync_State_UnknownInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_State_UnknownInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_sync_state_unknown(inputs)
	if (locale === "en-XA") return en_xa2_sync_state_unknown(inputs)
	return en_sync_state_unknown(inputs)
});