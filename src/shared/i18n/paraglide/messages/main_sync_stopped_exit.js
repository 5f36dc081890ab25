/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Main_Sync_Stopped_ExitInputs */

const en_main_sync_stopped_exit = /** @type {(inputs: Main_Sync_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shipment list sync stopped unexpectedly (exit code ${i?.code}).`)
};

const es_main_sync_stopped_exit = /** @type {(inputs: Main_Sync_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La sincronización de la lista de envíos se detuvo de forma inesperada (código de salida ${i?.code}).`)
};

const en_xa2_main_sync_stopped_exit = /** @type {(inputs: Main_Sync_Stopped_ExitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ šýñç šţóþþéð úñéẋþéçţéðļý (éẋíţ çóðé ${i?.code}). ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The shipment list sync stopped unexpectedly (exit code {code})." |
*
* @param {Main_Sync_Stopped_ExitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped_exit = /** @type {((inputs: Main_Sync_Stopped_ExitInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sync_Stopped_ExitInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sync_stopped_exit(inputs)
	if (locale === "en-XA") return en_xa2_main_sync_stopped_exit(inputs)
	return en_main_sync_stopped_exit(inputs)
});