/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} App_Part_Failed_To_LoadInputs */

const en_app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it.`)
};

const es_app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una parte de Freight Desk no se pudo cargar. Reinicie la aplicación; si sigue ocurriendo, vuelva a instalarla.`)
};

const en_xa2_app_part_failed_to_load = /** @type {(inputs: App_Part_Failed_To_LoadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕţ óƒ Ƒŕéíĝĥţ Ðéšķ ƒáíļéð ţó ļóáð. Ŕéšţáŕţ ţĥé áþþ; íƒ íţ ķééþš ĥáþþéñíñĝ, ŕéíñšţáļļ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Part of Freight Desk failed to load. Restart the app; if it keeps happening, reinstall it." |
*
* @param {App_Part_Failed_To_LoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_part_failed_to_load = /** @type {((inputs?: App_Part_Failed_To_LoadInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<App_Part_Failed_To_LoadInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_app_part_failed_to_load(inputs)
	if (locale === "en-XA") return en_xa2_app_part_failed_to_load(inputs)
	return en_app_part_failed_to_load(inputs)
});