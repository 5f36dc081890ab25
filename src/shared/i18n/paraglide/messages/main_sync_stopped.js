/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ why: NonNullable<unknown> }} Main_Sync_StoppedInputs */

const en_main_sync_stopped = /** @type {(inputs: Main_Sync_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shipment list sync stopped: ${i?.why}`)
};

const es_main_sync_stopped = /** @type {(inputs: Main_Sync_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La sincronización de la lista de envíos se detuvo: ${i?.why}`)
};

const en_xa2_main_sync_stopped = /** @type {(inputs: Main_Sync_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ šýñç šţóþþéð: ${i?.why} ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The shipment list sync stopped: {why}" |
*
* @param {Main_Sync_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped = /** @type {((inputs: Main_Sync_StoppedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sync_StoppedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sync_stopped(inputs)
	if (locale === "en-XA") return en_xa2_main_sync_stopped(inputs)
	return en_main_sync_stopped(inputs)
});