/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Lookups_Containers_LoadingInputs */

const en_lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading container types…`)
};

const es_lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los tipos de contenedor…`)
};

const en_xa2_lookups_containers_loading = /** @type {(inputs: Lookups_Containers_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļóáðíñĝ çóñţáíñéŕ ţýþéš… ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Loading container types…" |
*
* @param {Lookups_Containers_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const lookups_containers_loading = /** @type {((inputs?: Lookups_Containers_LoadingInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lookups_Containers_LoadingInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_lookups_containers_loading(inputs)
	if (locale === "en-XA") return en_xa2_lookups_containers_loading(inputs)
	return en_lookups_containers_loading(inputs)
});