/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Settings_SummaryInputs */

const en_route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications.`)
};

const es_route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfiles de conexión (el entorno de pruebas integrado y sus cuentas del servicio de transporte), sincronización y notificaciones.`)
};

const en_xa2_route_settings_summary = /** @type {(inputs: Route_Settings_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóññéçţíóñ þŕóƒíļéš (ţĥé éɱƀéððéð šáñðƀóẋ áñð ýóúŕ ƒŕéíĝĥţ šéŕṽíçé áççóúñţš), šýñç áñð ñóţíƒíçáţíóñš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Connection profiles (the embedded sandbox and your freight service accounts), sync and notifications." |
*
* @param {Route_Settings_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_settings_summary = /** @type {((inputs?: Route_Settings_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Settings_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_settings_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_settings_summary(inputs)
	return en_route_settings_summary(inputs)
});