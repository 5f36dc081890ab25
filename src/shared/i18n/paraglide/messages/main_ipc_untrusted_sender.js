/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Ipc_Untrusted_SenderInputs */

const en_main_ipc_untrusted_sender = /** @type {(inputs: Main_Ipc_Untrusted_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This request did not come from the Freight Desk window.`)
};

const es_main_ipc_untrusted_sender = /** @type {(inputs: Main_Ipc_Untrusted_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta solicitud no procede de la ventana de Freight Desk.`)
};

const en_xa2_main_ipc_untrusted_sender = /** @type {(inputs: Main_Ipc_Untrusted_SenderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ŕéǫúéšţ ðíð ñóţ çóɱé ƒŕóɱ ţĥé Ƒŕéíĝĥţ Ðéšķ ŵíñðóŵ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This request did not come from the Freight Desk window." |
*
* @param {Main_Ipc_Untrusted_SenderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_ipc_untrusted_sender = /** @type {((inputs?: Main_Ipc_Untrusted_SenderInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Ipc_Untrusted_SenderInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_ipc_untrusted_sender(inputs)
	if (locale === "en-XA") return en_xa2_main_ipc_untrusted_sender(inputs)
	return en_main_ipc_untrusted_sender(inputs)
});