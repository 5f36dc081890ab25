/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Sync_Stopped_ClosingInputs */

const en_main_sync_stopped_closing = /** @type {(inputs: Main_Sync_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shipment list sync stopped: the app is closing.`)
};

const es_main_sync_stopped_closing = /** @type {(inputs: Main_Sync_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La sincronización de la lista de envíos se detuvo: la aplicación se está cerrando.`)
};

const en_xa2_main_sync_stopped_closing = /** @type {(inputs: Main_Sync_Stopped_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šĥíþɱéñţ ļíšţ šýñç šţóþþéð: ţĥé áþþ íš çļóšíñĝ. ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The shipment list sync stopped: the app is closing." |
*
* @param {Main_Sync_Stopped_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sync_stopped_closing = /** @type {((inputs?: Main_Sync_Stopped_ClosingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Sync_Stopped_ClosingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_sync_stopped_closing(inputs)
	if (locale === "en-XA") return en_xa2_main_sync_stopped_closing(inputs)
	return en_main_sync_stopped_closing(inputs)
});