export const app_name: (inputs: App_NameInputs) => LocalizedString;
export const app_opening: (inputs: App_OpeningInputs) => LocalizedString;
export const app_part_failed_to_load: (inputs: App_Part_Failed_To_LoadInputs) => LocalizedString;
export const app_screen_draw_failed: (inputs: App_Screen_Draw_FailedInputs) => LocalizedString;
export const app_screen_failed_drawing: (inputs: App_Screen_Failed_DrawingInputs) => LocalizedString;
export const app_screen_open_failed: (inputs: App_Screen_Open_FailedInputs) => LocalizedString;
export const app_skip_to_content: (inputs: App_Skip_To_ContentInputs) => LocalizedString;
export const appearance_dark: (inputs: Appearance_DarkInputs) => LocalizedString;
export const appearance_description: (inputs: Appearance_DescriptionInputs) => LocalizedString;
export const appearance_language: (inputs: Appearance_LanguageInputs) => LocalizedString;
export const appearance_language_hint: (inputs: Appearance_Language_HintInputs) => LocalizedString;
export const appearance_language_save_failed: (inputs: Appearance_Language_Save_FailedInputs) => LocalizedString;
export const appearance_light: (inputs: Appearance_LightInputs) => LocalizedString;
export const appearance_read_failed: (inputs: Appearance_Read_FailedInputs) => LocalizedString;
export const appearance_system: (inputs: Appearance_SystemInputs) => LocalizedString;
export const appearance_theme: (inputs: Appearance_ThemeInputs) => LocalizedString;
export const appearance_theme_hint: (inputs: Appearance_Theme_HintInputs) => LocalizedString;
export const appearance_theme_save_failed: (inputs: Appearance_Theme_Save_FailedInputs) => LocalizedString;
export const appearance_title: (inputs: Appearance_TitleInputs) => LocalizedString;
export const as_of: (inputs: As_OfInputs) => LocalizedString;
export const as_of_not_fetched: (inputs: As_Of_Not_FetchedInputs) => LocalizedString;
export const as_of_saved: (inputs: As_Of_SavedInputs) => LocalizedString;
export const autocomplete_none_found: (inputs: Autocomplete_None_FoundInputs) => LocalizedString;
export const autocomplete_saved_answer: (inputs: Autocomplete_Saved_AnswerInputs) => LocalizedString;
export const autocomplete_searching: (inputs: Autocomplete_SearchingInputs) => LocalizedString;
export const autocomplete_suggestions: (inputs: Autocomplete_SuggestionsInputs) => LocalizedString;
export const basket_remove: (inputs: Basket_RemoveInputs) => LocalizedString;
export const basket_remove_file: (inputs: Basket_Remove_FileInputs) => LocalizedString;
export const cancel: (inputs: CancelInputs) => LocalizedString;
export const change_counted_added: (inputs: Change_Counted_AddedInputs) => LocalizedString;
export const change_counted_customs: (inputs: Change_Counted_CustomsInputs) => LocalizedString;
export const change_counted_delivery_date: (inputs: Change_Counted_Delivery_DateInputs) => LocalizedString;
export const change_counted_documents_changed: (inputs: Change_Counted_Documents_ChangedInputs) => LocalizedString;
export const change_counted_documents_uploaded: (inputs: Change_Counted_Documents_UploadedInputs) => LocalizedString;
export const change_counted_documents_validated: (inputs: Change_Counted_Documents_ValidatedInputs) => LocalizedString;
export const change_counted_free_time_past: (inputs: Change_Counted_Free_Time_PastInputs) => LocalizedString;
export const change_counted_free_time_soon: (inputs: Change_Counted_Free_Time_SoonInputs) => LocalizedString;
export const change_counted_messages: (inputs: Change_Counted_MessagesInputs) => LocalizedString;
export const change_counted_pickup_date: (inputs: Change_Counted_Pickup_DateInputs) => LocalizedString;
export const change_counted_status: (inputs: Change_Counted_StatusInputs) => LocalizedString;
export const change_counted_unlisted: (inputs: Change_Counted_UnlistedInputs) => LocalizedString;
export const change_document_no_longer_uploaded: (inputs: Change_Document_No_Longer_UploadedInputs) => LocalizedString;
export const change_document_status: (inputs: Change_Document_StatusInputs) => LocalizedString;
export const change_document_status_removed: (inputs: Change_Document_Status_RemovedInputs) => LocalizedString;
export const change_document_unnamed: (inputs: Change_Document_UnnamedInputs) => LocalizedString;
export const change_document_uploaded: (inputs: Change_Document_UploadedInputs) => LocalizedString;
export const change_document_validated: (inputs: Change_Document_ValidatedInputs) => LocalizedString;
export const change_free_time: (inputs: Change_Free_TimeInputs) => LocalizedString;
export const change_free_time_past: (inputs: Change_Free_Time_PastInputs) => LocalizedString;
export const change_free_time_past_unreported: (inputs: Change_Free_Time_Past_UnreportedInputs) => LocalizedString;
export const change_free_time_soon: (inputs: Change_Free_Time_SoonInputs) => LocalizedString;
export const change_free_time_soon_unreported: (inputs: Change_Free_Time_Soon_UnreportedInputs) => LocalizedString;
export const change_kind_added: (inputs: Change_Kind_AddedInputs) => LocalizedString;
export const change_kind_added_hint: (inputs: Change_Kind_Added_HintInputs) => LocalizedString;
export const change_kind_customs: (inputs: Change_Kind_CustomsInputs) => LocalizedString;
export const change_kind_customs_hint: (inputs: Change_Kind_Customs_HintInputs) => LocalizedString;
export const change_kind_delivery_date: (inputs: Change_Kind_Delivery_DateInputs) => LocalizedString;
export const change_kind_delivery_date_hint: (inputs: Change_Kind_Delivery_Date_HintInputs) => LocalizedString;
export const change_kind_documents: (inputs: Change_Kind_DocumentsInputs) => LocalizedString;
export const change_kind_documents_hint: (inputs: Change_Kind_Documents_HintInputs) => LocalizedString;
export const change_kind_free_time: (inputs: Change_Kind_Free_TimeInputs) => LocalizedString;
export const change_kind_free_time_hint: (inputs: Change_Kind_Free_Time_HintInputs) => LocalizedString;
export const change_kind_messages: (inputs: Change_Kind_MessagesInputs) => LocalizedString;
export const change_kind_messages_hint: (inputs: Change_Kind_Messages_HintInputs) => LocalizedString;
export const change_kind_pickup_date: (inputs: Change_Kind_Pickup_DateInputs) => LocalizedString;
export const change_kind_pickup_date_hint: (inputs: Change_Kind_Pickup_Date_HintInputs) => LocalizedString;
export const change_kind_status: (inputs: Change_Kind_StatusInputs) => LocalizedString;
export const change_kind_status_hint: (inputs: Change_Kind_Status_HintInputs) => LocalizedString;
export const change_kind_unlisted: (inputs: Change_Kind_UnlistedInputs) => LocalizedString;
export const change_kind_unlisted_hint: (inputs: Change_Kind_Unlisted_HintInputs) => LocalizedString;
export const change_stop_discharge: (inputs: Change_Stop_DischargeInputs) => LocalizedString;
export const change_stop_empty_return: (inputs: Change_Stop_Empty_ReturnInputs) => LocalizedString;
export const change_stop_release: (inputs: Change_Stop_ReleaseInputs) => LocalizedString;
export const choose_files: (inputs: Choose_FilesInputs) => LocalizedString;
export const choose_none: (inputs: Choose_NoneInputs) => LocalizedString;
export const connection_checking: (inputs: Connection_CheckingInputs) => LocalizedString;
export const copy_done: (inputs: Copy_DoneInputs) => LocalizedString;
export const copy_failed: (inputs: Copy_FailedInputs) => LocalizedString;
export const copy_what: (inputs: Copy_WhatInputs) => LocalizedString;
export const dismiss: (inputs: DismissInputs) => LocalizedString;
export const draft_discard: (inputs: Draft_DiscardInputs) => LocalizedString;
export const draft_restored_from: (inputs: Draft_Restored_FromInputs) => LocalizedString;
export const draft_saved: (inputs: Draft_SavedInputs) => LocalizedString;
export const empty_state_kept: (inputs: Empty_State_KeptInputs) => LocalizedString;
export const error_retries_itself: (inputs: Error_Retries_ItselfInputs) => LocalizedString;
export const export_agency: (inputs: Export_AgencyInputs) => LocalizedString;
export const export_code: (inputs: Export_CodeInputs) => LocalizedString;
export const export_currency: (inputs: Export_CurrencyInputs) => LocalizedString;
export const export_currency_not_stated: (inputs: Export_Currency_Not_StatedInputs) => LocalizedString;
export const export_delivery: (inputs: Export_DeliveryInputs) => LocalizedString;
export const export_destination: (inputs: Export_DestinationInputs) => LocalizedString;
export const export_free_time_charged: (inputs: Export_Free_Time_ChargedInputs) => LocalizedString;
export const export_free_time_currency: (inputs: Export_Free_Time_CurrencyInputs) => LocalizedString;
export const export_last_free_day: (inputs: Export_Last_Free_DayInputs) => LocalizedString;
export const export_not_known: (inputs: Export_Not_KnownInputs) => LocalizedString;
export const export_origin: (inputs: Export_OriginInputs) => LocalizedString;
export const export_pickup: (inputs: Export_PickupInputs) => LocalizedString;
export const export_price: (inputs: Export_PriceInputs) => LocalizedString;
export const export_status: (inputs: Export_StatusInputs) => LocalizedString;
export const failure_address_unreachable: (inputs: Failure_Address_UnreachableInputs) => LocalizedString;
export const failure_ask_access: (inputs: Failure_Ask_AccessInputs) => LocalizedString;
export const failure_body_timeout: (inputs: Failure_Body_TimeoutInputs) => LocalizedString;
export const failure_broke: (inputs: Failure_BrokeInputs) => LocalizedString;
export const failure_broke_attempts: (inputs: Failure_Broke_AttemptsInputs) => LocalizedString;
export const failure_broke_unknown: (inputs: Failure_Broke_UnknownInputs) => LocalizedString;
export const failure_cancelled: (inputs: Failure_CancelledInputs) => LocalizedString;
export const failure_check_base_url: (inputs: Failure_Check_Base_UrlInputs) => LocalizedString;
export const failure_check_connection: (inputs: Failure_Check_ConnectionInputs) => LocalizedString;
export const failure_closed: (inputs: Failure_ClosedInputs) => LocalizedString;
export const failure_connect_timeout: (inputs: Failure_Connect_TimeoutInputs) => LocalizedString;
export const failure_connection_refused: (inputs: Failure_Connection_RefusedInputs) => LocalizedString;
export const failure_forbidden: (inputs: Failure_ForbiddenInputs) => LocalizedString;
export const failure_headers_timeout: (inputs: Failure_Headers_TimeoutInputs) => LocalizedString;
export const failure_input_invalid: (inputs: Failure_Input_InvalidInputs) => LocalizedString;
export const failure_internal: (inputs: Failure_InternalInputs) => LocalizedString;
export const failure_it_said: (inputs: Failure_It_SaidInputs) => LocalizedString;
export const failure_more_problems: (inputs: Failure_More_ProblemsInputs) => LocalizedString;
export const failure_no_such_address: (inputs: Failure_No_Such_AddressInputs) => LocalizedString;
export const failure_not_found: (inputs: Failure_Not_FoundInputs) => LocalizedString;
export const failure_not_found_changed: (inputs: Failure_Not_Found_ChangedInputs) => LocalizedString;
export const failure_not_found_check_id: (inputs: Failure_Not_Found_Check_IdInputs) => LocalizedString;
export const failure_not_sent_parameter: (inputs: Failure_Not_Sent_ParameterInputs) => LocalizedString;
export const failure_not_sent_request: (inputs: Failure_Not_Sent_RequestInputs) => LocalizedString;
export const failure_refused: (inputs: Failure_RefusedInputs) => LocalizedString;
export const failure_refused_no_reason: (inputs: Failure_Refused_No_ReasonInputs) => LocalizedString;
export const failure_rejected_reason: (inputs: Failure_Rejected_ReasonInputs) => LocalizedString;
export const failure_rejected_status: (inputs: Failure_Rejected_StatusInputs) => LocalizedString;
export const failure_report_if_again: (inputs: Failure_Report_If_AgainInputs) => LocalizedString;
export const failure_request_timeout: (inputs: Failure_Request_TimeoutInputs) => LocalizedString;
export const failure_server: (inputs: Failure_ServerInputs) => LocalizedString;
export const failure_server_attempts: (inputs: Failure_Server_AttemptsInputs) => LocalizedString;
export const failure_server_reported: (inputs: Failure_Server_ReportedInputs) => LocalizedString;
export const failure_too_large: (inputs: Failure_Too_LargeInputs) => LocalizedString;
export const failure_too_large_refused: (inputs: Failure_Too_Large_RefusedInputs) => LocalizedString;
export const failure_too_large_unknown: (inputs: Failure_Too_Large_UnknownInputs) => LocalizedString;
export const failure_too_many_requests: (inputs: Failure_Too_Many_RequestsInputs) => LocalizedString;
export const failure_too_many_requests_wait: (inputs: Failure_Too_Many_Requests_WaitInputs) => LocalizedString;
export const failure_try_after: (inputs: Failure_Try_AfterInputs) => LocalizedString;
export const failure_try_later: (inputs: Failure_Try_LaterInputs) => LocalizedString;
export const failure_unauthorized: (inputs: Failure_UnauthorizedInputs) => LocalizedString;
export const failure_unexpected_status: (inputs: Failure_Unexpected_StatusInputs) => LocalizedString;
export const failure_unknown_channel: (inputs: Failure_Unknown_ChannelInputs) => LocalizedString;
export const failure_unknown_outcome: (inputs: Failure_Unknown_OutcomeInputs) => LocalizedString;
export const failure_unreadable: (inputs: Failure_UnreadableInputs) => LocalizedString;
export const failure_unreadable_accepted: (inputs: Failure_Unreadable_AcceptedInputs) => LocalizedString;
export const menu_about: (inputs: Menu_AboutInputs) => LocalizedString;
export const menu_actual_size: (inputs: Menu_Actual_SizeInputs) => LocalizedString;
export const menu_bring_all_to_front: (inputs: Menu_Bring_All_To_FrontInputs) => LocalizedString;
export const menu_close_window: (inputs: Menu_Close_WindowInputs) => LocalizedString;
export const menu_copy: (inputs: Menu_CopyInputs) => LocalizedString;
export const menu_cut: (inputs: Menu_CutInputs) => LocalizedString;
export const menu_edit: (inputs: Menu_EditInputs) => LocalizedString;
export const menu_exit: (inputs: Menu_ExitInputs) => LocalizedString;
export const menu_file: (inputs: Menu_FileInputs) => LocalizedString;
export const menu_full_screen: (inputs: Menu_Full_ScreenInputs) => LocalizedString;
export const menu_go: (inputs: Menu_GoInputs) => LocalizedString;
export const menu_help: (inputs: Menu_HelpInputs) => LocalizedString;
export const menu_hide: (inputs: Menu_HideInputs) => LocalizedString;
export const menu_hide_others: (inputs: Menu_Hide_OthersInputs) => LocalizedString;
export const menu_minimize: (inputs: Menu_MinimizeInputs) => LocalizedString;
export const menu_paste: (inputs: Menu_PasteInputs) => LocalizedString;
export const menu_quit: (inputs: Menu_QuitInputs) => LocalizedString;
export const menu_redo: (inputs: Menu_RedoInputs) => LocalizedString;
export const menu_select_all: (inputs: Menu_Select_AllInputs) => LocalizedString;
export const menu_services: (inputs: Menu_ServicesInputs) => LocalizedString;
export const menu_show_all: (inputs: Menu_Show_AllInputs) => LocalizedString;
export const menu_show_logs: (inputs: Menu_Show_LogsInputs) => LocalizedString;
export const menu_undo: (inputs: Menu_UndoInputs) => LocalizedString;
export const menu_view: (inputs: Menu_ViewInputs) => LocalizedString;
export const menu_window: (inputs: Menu_WindowInputs) => LocalizedString;
export const menu_zoom: (inputs: Menu_ZoomInputs) => LocalizedString;
export const menu_zoom_in: (inputs: Menu_Zoom_InInputs) => LocalizedString;
export const menu_zoom_out: (inputs: Menu_Zoom_OutInputs) => LocalizedString;
export const nav_group_reference: (inputs: Nav_Group_ReferenceInputs) => LocalizedString;
export const nav_group_work: (inputs: Nav_Group_WorkInputs) => LocalizedString;
export const nav_main: (inputs: Nav_MainInputs) => LocalizedString;
export const no_bridge_body: (inputs: No_Bridge_BodyInputs) => LocalizedString;
export const no_bridge_title: (inputs: No_Bridge_TitleInputs) => LocalizedString;
export const notice_added: (inputs: Notice_AddedInputs) => LocalizedString;
export const notice_customs: (inputs: Notice_CustomsInputs) => LocalizedString;
export const notice_eta_moved: (inputs: Notice_Eta_MovedInputs) => LocalizedString;
export const notice_messages: (inputs: Notice_MessagesInputs) => LocalizedString;
export const notice_messages_latest: (inputs: Notice_Messages_LatestInputs) => LocalizedString;
export const notice_none: (inputs: Notice_NoneInputs) => LocalizedString;
export const notice_pickup_moved: (inputs: Notice_Pickup_MovedInputs) => LocalizedString;
export const notice_shipment: (inputs: Notice_ShipmentInputs) => LocalizedString;
export const notice_shipments_changed: (inputs: Notice_Shipments_ChangedInputs) => LocalizedString;
export const notice_status: (inputs: Notice_StatusInputs) => LocalizedString;
export const notice_unlisted: (inputs: Notice_UnlistedInputs) => LocalizedString;
export const notices_dismiss_one: (inputs: Notices_Dismiss_OneInputs) => LocalizedString;
export const notices_dismiss_title: (inputs: Notices_Dismiss_TitleInputs) => LocalizedString;
export const notices_hint: (inputs: Notices_HintInputs) => LocalizedString;
export const notices_label: (inputs: Notices_LabelInputs) => LocalizedString;
export const offline_keeps_trying: (inputs: Offline_Keeps_TryingInputs) => LocalizedString;
export const offline_last_answered: (inputs: Offline_Last_AnsweredInputs) => LocalizedString;
export const offline_never_answered: (inputs: Offline_Never_AnsweredInputs) => LocalizedString;
export const offline_title: (inputs: Offline_TitleInputs) => LocalizedString;
export const offline_what_works: (inputs: Offline_What_WorksInputs) => LocalizedString;
export const op_auth_token: (inputs: Op_Auth_TokenInputs) => LocalizedString;
export const op_booking_boxes: (inputs: Op_Booking_BoxesInputs) => LocalizedString;
export const op_booking_pallets: (inputs: Op_Booking_PalletsInputs) => LocalizedString;
export const op_booking_sea_fcl: (inputs: Op_Booking_Sea_FclInputs) => LocalizedString;
export const op_booking_sea_lcl: (inputs: Op_Booking_Sea_LclInputs) => LocalizedString;
export const op_check_documents: (inputs: Op_Check_DocumentsInputs) => LocalizedString;
export const op_check_quotes: (inputs: Op_Check_QuotesInputs) => LocalizedString;
export const op_check_service_records: (inputs: Op_Check_Service_RecordsInputs) => LocalizedString;
export const op_check_shipment_detail: (inputs: Op_Check_Shipment_DetailInputs) => LocalizedString;
export const op_check_shipment_list: (inputs: Op_Check_Shipment_ListInputs) => LocalizedString;
export const op_check_tariffs: (inputs: Op_Check_TariffsInputs) => LocalizedString;
export const op_documents_download: (inputs: Op_Documents_DownloadInputs) => LocalizedString;
export const op_documents_list: (inputs: Op_Documents_ListInputs) => LocalizedString;
export const op_documents_upload: (inputs: Op_Documents_UploadInputs) => LocalizedString;
export const op_lookup_airports: (inputs: Op_Lookup_AirportsInputs) => LocalizedString;
export const op_lookup_containers: (inputs: Op_Lookup_ContainersInputs) => LocalizedString;
export const op_lookup_pallet_types: (inputs: Op_Lookup_Pallet_TypesInputs) => LocalizedString;
export const op_lookup_ports: (inputs: Op_Lookup_PortsInputs) => LocalizedString;
export const op_lookup_postal_codes: (inputs: Op_Lookup_Postal_CodesInputs) => LocalizedString;
export const op_pickup_times: (inputs: Op_Pickup_TimesInputs) => LocalizedString;
export const op_quotes_delete: (inputs: Op_Quotes_DeleteInputs) => LocalizedString;
export const op_quotes_list: (inputs: Op_Quotes_ListInputs) => LocalizedString;
export const op_quotes_save: (inputs: Op_Quotes_SaveInputs) => LocalizedString;
export const op_rates_air: (inputs: Op_Rates_AirInputs) => LocalizedString;
export const op_rates_boxes: (inputs: Op_Rates_BoxesInputs) => LocalizedString;
export const op_rates_pallets: (inputs: Op_Rates_PalletsInputs) => LocalizedString;
export const op_rates_sea_fcl: (inputs: Op_Rates_Sea_FclInputs) => LocalizedString;
export const op_rates_sea_lcl: (inputs: Op_Rates_Sea_LclInputs) => LocalizedString;
export const op_sign_in: (inputs: Op_Sign_InInputs) => LocalizedString;
export const op_tariffs_report: (inputs: Op_Tariffs_ReportInputs) => LocalizedString;
export const op_tariffs_upload: (inputs: Op_Tariffs_UploadInputs) => LocalizedString;
export const op_tracking_detail: (inputs: Op_Tracking_DetailInputs) => LocalizedString;
export const op_tracking_messages: (inputs: Op_Tracking_MessagesInputs) => LocalizedString;
export const op_tracking_shipments: (inputs: Op_Tracking_ShipmentsInputs) => LocalizedString;
export const op_tracking_switch: (inputs: Op_Tracking_SwitchInputs) => LocalizedString;
export const open_settings: (inputs: Open_SettingsInputs) => LocalizedString;
export const outcome_unknown: (inputs: Outcome_UnknownInputs) => LocalizedString;
export const pdf_air_freight: (inputs: Pdf_Air_FreightInputs) => LocalizedString;
export const pdf_as_quoted: (inputs: Pdf_As_QuotedInputs) => LocalizedString;
export const pdf_carrier: (inputs: Pdf_CarrierInputs) => LocalizedString;
export const pdf_carrier_notes: (inputs: Pdf_Carrier_NotesInputs) => LocalizedString;
export const pdf_charge: (inputs: Pdf_ChargeInputs) => LocalizedString;
export const pdf_chargeable_weight: (inputs: Pdf_Chargeable_WeightInputs) => LocalizedString;
export const pdf_col_amount: (inputs: Pdf_Col_AmountInputs) => LocalizedString;
export const pdf_col_basis: (inputs: Pdf_Col_BasisInputs) => LocalizedString;
export const pdf_col_charge: (inputs: Pdf_Col_ChargeInputs) => LocalizedString;
export const pdf_col_container: (inputs: Pdf_Col_ContainerInputs) => LocalizedString;
export const pdf_col_counted_from: (inputs: Pdf_Col_Counted_FromInputs) => LocalizedString;
export const pdf_col_free_days: (inputs: Pdf_Col_Free_DaysInputs) => LocalizedString;
export const pdf_col_free_time: (inputs: Pdf_Col_Free_TimeInputs) => LocalizedString;
export const pdf_col_penalty: (inputs: Pdf_Col_PenaltyInputs) => LocalizedString;
export const pdf_col_per_day: (inputs: Pdf_Col_Per_DayInputs) => LocalizedString;
export const pdf_count_boxes: (inputs: Pdf_Count_BoxesInputs) => LocalizedString;
export const pdf_count_cargo_lines: (inputs: Pdf_Count_Cargo_LinesInputs) => LocalizedString;
export const pdf_count_containers: (inputs: Pdf_Count_ContainersInputs) => LocalizedString;
export const pdf_count_pallets: (inputs: Pdf_Count_PalletsInputs) => LocalizedString;
export const pdf_count_pieces: (inputs: Pdf_Count_PiecesInputs) => LocalizedString;
export const pdf_days: (inputs: Pdf_DaysInputs) => LocalizedString;
export const pdf_delivery: (inputs: Pdf_DeliveryInputs) => LocalizedString;
export const pdf_flights: (inputs: Pdf_FlightsInputs) => LocalizedString;
export const pdf_free_time: (inputs: Pdf_Free_TimeInputs) => LocalizedString;
export const pdf_from: (inputs: Pdf_FromInputs) => LocalizedString;
export const pdf_goods: (inputs: Pdf_GoodsInputs) => LocalizedString;
export const pdf_included: (inputs: Pdf_IncludedInputs) => LocalizedString;
export const pdf_issued: (inputs: Pdf_IssuedInputs) => LocalizedString;
export const pdf_mode_air: (inputs: Pdf_Mode_AirInputs) => LocalizedString;
export const pdf_mode_boxes: (inputs: Pdf_Mode_BoxesInputs) => LocalizedString;
export const pdf_mode_pallets: (inputs: Pdf_Mode_PalletsInputs) => LocalizedString;
export const pdf_mode_sea_fcl: (inputs: Pdf_Mode_Sea_FclInputs) => LocalizedString;
export const pdf_mode_sea_lcl: (inputs: Pdf_Mode_Sea_LclInputs) => LocalizedString;
export const pdf_no_expiry: (inputs: Pdf_No_ExpiryInputs) => LocalizedString;
export const pdf_on_request: (inputs: Pdf_On_RequestInputs) => LocalizedString;
export const pdf_pickup: (inputs: Pdf_PickupInputs) => LocalizedString;
export const pdf_pre_booking: (inputs: Pdf_Pre_BookingInputs) => LocalizedString;
export const pdf_price_includes_all: (inputs: Pdf_Price_Includes_AllInputs) => LocalizedString;
export const pdf_quotation: (inputs: Pdf_QuotationInputs) => LocalizedString;
export const pdf_reference: (inputs: Pdf_ReferenceInputs) => LocalizedString;
export const pdf_sailing: (inputs: Pdf_SailingInputs) => LocalizedString;
export const pdf_saved_quote: (inputs: Pdf_Saved_QuoteInputs) => LocalizedString;
export const pdf_surcharge: (inputs: Pdf_SurchargeInputs) => LocalizedString;
export const pdf_tax_included: (inputs: Pdf_Tax_IncludedInputs) => LocalizedString;
export const pdf_terms: (inputs: Pdf_TermsInputs) => LocalizedString;
export const pdf_terms_valid: (inputs: Pdf_Terms_ValidInputs) => LocalizedString;
export const pdf_to: (inputs: Pdf_ToInputs) => LocalizedString;
export const pdf_total_all_in: (inputs: Pdf_Total_All_InInputs) => LocalizedString;
export const pdf_total_of_quote: (inputs: Pdf_Total_Of_QuoteInputs) => LocalizedString;
export const pdf_total_price: (inputs: Pdf_Total_PriceInputs) => LocalizedString;
export const pdf_total_price_and_surcharges: (inputs: Pdf_Total_Price_And_SurchargesInputs) => LocalizedString;
export const pdf_total_sum_of_charges: (inputs: Pdf_Total_Sum_Of_ChargesInputs) => LocalizedString;
export const pdf_transit: (inputs: Pdf_TransitInputs) => LocalizedString;
export const pdf_valid_until: (inputs: Pdf_Valid_UntilInputs) => LocalizedString;
export const pdf_vessel: (inputs: Pdf_VesselInputs) => LocalizedString;
export const pdf_via: (inputs: Pdf_ViaInputs) => LocalizedString;
export const penalty: (inputs: PenaltyInputs) => LocalizedString;
export const progress_in_progress: (inputs: Progress_In_ProgressInputs) => LocalizedString;
export const quote_pdf: (inputs: Quote_PdfInputs) => LocalizedString;
export const retry: (inputs: RetryInputs) => LocalizedString;
export const route_booking: (inputs: Route_BookingInputs) => LocalizedString;
export const route_booking_summary: (inputs: Route_Booking_SummaryInputs) => LocalizedString;
export const route_documents: (inputs: Route_DocumentsInputs) => LocalizedString;
export const route_documents_summary: (inputs: Route_Documents_SummaryInputs) => LocalizedString;
export const route_lookups: (inputs: Route_LookupsInputs) => LocalizedString;
export const route_lookups_summary: (inputs: Route_Lookups_SummaryInputs) => LocalizedString;
export const route_quotes: (inputs: Route_QuotesInputs) => LocalizedString;
export const route_quotes_summary: (inputs: Route_Quotes_SummaryInputs) => LocalizedString;
export const route_rating: (inputs: Route_RatingInputs) => LocalizedString;
export const route_rating_summary: (inputs: Route_Rating_SummaryInputs) => LocalizedString;
export const route_settings: (inputs: Route_SettingsInputs) => LocalizedString;
export const route_settings_summary: (inputs: Route_Settings_SummaryInputs) => LocalizedString;
export const route_tariffs: (inputs: Route_TariffsInputs) => LocalizedString;
export const route_tariffs_summary: (inputs: Route_Tariffs_SummaryInputs) => LocalizedString;
export const route_today: (inputs: Route_TodayInputs) => LocalizedString;
export const route_today_summary: (inputs: Route_Today_SummaryInputs) => LocalizedString;
export const route_tracking: (inputs: Route_TrackingInputs) => LocalizedString;
export const route_tracking_summary: (inputs: Route_Tracking_SummaryInputs) => LocalizedString;
export const session_connected: (inputs: Session_ConnectedInputs) => LocalizedString;
export const session_in_minutes: (inputs: Session_In_MinutesInputs) => LocalizedString;
export const session_in_seconds: (inputs: Session_In_SecondsInputs) => LocalizedString;
export const session_last_answer: (inputs: Session_Last_AnswerInputs) => LocalizedString;
export const session_last_worked: (inputs: Session_Last_WorkedInputs) => LocalizedString;
export const session_next_try: (inputs: Session_Next_TryInputs) => LocalizedString;
export const session_no_answer_yet: (inputs: Session_No_Answer_YetInputs) => LocalizedString;
export const session_no_reason: (inputs: Session_No_ReasonInputs) => LocalizedString;
export const session_refused: (inputs: Session_RefusedInputs) => LocalizedString;
export const session_refused_reason: (inputs: Session_Refused_ReasonInputs) => LocalizedString;
export const session_sign_in: (inputs: Session_Sign_InInputs) => LocalizedString;
export const session_sign_in_failed: (inputs: Session_Sign_In_FailedInputs) => LocalizedString;
export const session_sign_out: (inputs: Session_Sign_OutInputs) => LocalizedString;
export const session_signed_out: (inputs: Session_Signed_OutInputs) => LocalizedString;
export const session_signing_in: (inputs: Session_Signing_InInputs) => LocalizedString;
export const session_trying_now: (inputs: Session_Trying_NowInputs) => LocalizedString;
export const session_unreachable: (inputs: Session_UnreachableInputs) => LocalizedString;
export const session_unreachable_reason: (inputs: Session_Unreachable_ReasonInputs) => LocalizedString;
export const settings_file_unreadable_body: (inputs: Settings_File_Unreadable_BodyInputs) => LocalizedString;
export const settings_file_unreadable_title: (inputs: Settings_File_Unreadable_TitleInputs) => LocalizedString;
export const store_cannot_save_body: (inputs: Store_Cannot_Save_BodyInputs) => LocalizedString;
export const store_cannot_save_title: (inputs: Store_Cannot_Save_TitleInputs) => LocalizedString;
export const store_copied: (inputs: Store_CopiedInputs) => LocalizedString;
export const store_damaged_file_kept: (inputs: Store_Damaged_File_KeptInputs) => LocalizedString;
export const store_file_path: (inputs: Store_File_PathInputs) => LocalizedString;
export const store_not_rebuilt: (inputs: Store_Not_RebuiltInputs) => LocalizedString;
export const store_nothing_lost: (inputs: Store_Nothing_LostInputs) => LocalizedString;
export const store_nothing_readable: (inputs: Store_Nothing_ReadableInputs) => LocalizedString;
export const store_set_aside_body: (inputs: Store_Set_Aside_BodyInputs) => LocalizedString;
export const store_set_aside_title: (inputs: Store_Set_Aside_TitleInputs) => LocalizedString;
export const surcharges: (inputs: SurchargesInputs) => LocalizedString;
export const sync_cancel: (inputs: Sync_CancelInputs) => LocalizedString;
export const sync_checking_count: (inputs: Sync_Checking_CountInputs) => LocalizedString;
export const sync_checking_list: (inputs: Sync_Checking_ListInputs) => LocalizedString;
export const sync_fetching: (inputs: Sync_FetchingInputs) => LocalizedString;
export const sync_kept_before: (inputs: Sync_Kept_BeforeInputs) => LocalizedString;
export const sync_last_cancelled: (inputs: Sync_Last_CancelledInputs) => LocalizedString;
export const sync_last_failed: (inputs: Sync_Last_FailedInputs) => LocalizedString;
export const sync_never: (inputs: Sync_NeverInputs) => LocalizedString;
export const sync_nothing_stored: (inputs: Sync_Nothing_StoredInputs) => LocalizedString;
export const sync_now: (inputs: Sync_NowInputs) => LocalizedString;
export const sync_progress_label: (inputs: Sync_Progress_LabelInputs) => LocalizedString;
export const sync_state_unknown: (inputs: Sync_State_UnknownInputs) => LocalizedString;
export const sync_stored_count: (inputs: Sync_Stored_CountInputs) => LocalizedString;
export const sync_stored_of: (inputs: Sync_Stored_OfInputs) => LocalizedString;
export const sync_synced: (inputs: Sync_SyncedInputs) => LocalizedString;
export const sync_syncing: (inputs: Sync_SyncingInputs) => LocalizedString;
export const sync_unreachable: (inputs: Sync_UnreachableInputs) => LocalizedString;
export const timeline_new: (inputs: Timeline_NewInputs) => LocalizedString;
export const timeline_time_not_given: (inputs: Timeline_Time_Not_GivenInputs) => LocalizedString;
export const topbar_go_to: (inputs: Topbar_Go_ToInputs) => LocalizedString;
export const try_again: (inputs: Try_AgainInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_NameInputs = {};
export type App_OpeningInputs = {
    screen: NonNullable<unknown>;
};
export type App_Part_Failed_To_LoadInputs = {};
export type App_Screen_Draw_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Screen_Failed_DrawingInputs = {
    detail: NonNullable<unknown>;
};
export type App_Screen_Open_FailedInputs = {
    screen: NonNullable<unknown>;
};
export type App_Skip_To_ContentInputs = {};
export type Appearance_DarkInputs = {};
export type Appearance_DescriptionInputs = {};
export type Appearance_LanguageInputs = {};
export type Appearance_Language_HintInputs = {};
export type Appearance_Language_Save_FailedInputs = {};
export type Appearance_LightInputs = {};
export type Appearance_Read_FailedInputs = {};
export type Appearance_SystemInputs = {};
export type Appearance_ThemeInputs = {};
export type Appearance_Theme_HintInputs = {};
export type Appearance_Theme_Save_FailedInputs = {};
export type Appearance_TitleInputs = {};
export type As_OfInputs = {};
export type As_Of_Not_FetchedInputs = {};
export type As_Of_SavedInputs = {};
export type Autocomplete_None_FoundInputs = {
    noun: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
export type Autocomplete_Saved_AnswerInputs = {};
export type Autocomplete_SearchingInputs = {
    searched: NonNullable<unknown>;
};
export type Autocomplete_SuggestionsInputs = {};
export type Basket_RemoveInputs = {};
export type Basket_Remove_FileInputs = {
    file: NonNullable<unknown>;
};
export type CancelInputs = {};
export type Change_Counted_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_CustomsInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Delivery_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Documents_ValidatedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_PastInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Free_Time_SoonInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_Pickup_DateInputs = {
    count: NonNullable<unknown>;
};
export type Change_Counted_StatusInputs = {
    count: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Counted_UnlistedInputs = {
    count: NonNullable<unknown>;
};
export type Change_Document_No_Longer_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_StatusInputs = {
    name: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Change_Document_Status_RemovedInputs = {
    name: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Change_Document_UnnamedInputs = {};
export type Change_Document_UploadedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
export type Change_Free_TimeInputs = {};
export type Change_Free_Time_PastInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Past_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_SoonInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Free_Time_Soon_UnreportedInputs = {
    name: NonNullable<unknown>;
    stop: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Change_Kind_AddedInputs = {};
export type Change_Kind_Added_HintInputs = {};
export type Change_Kind_CustomsInputs = {};
export type Change_Kind_Customs_HintInputs = {};
export type Change_Kind_Delivery_DateInputs = {};
export type Change_Kind_Delivery_Date_HintInputs = {};
export type Change_Kind_DocumentsInputs = {};
export type Change_Kind_Documents_HintInputs = {};
export type Change_Kind_Free_TimeInputs = {};
export type Change_Kind_Free_Time_HintInputs = {};
export type Change_Kind_MessagesInputs = {};
export type Change_Kind_Messages_HintInputs = {};
export type Change_Kind_Pickup_DateInputs = {};
export type Change_Kind_Pickup_Date_HintInputs = {};
export type Change_Kind_StatusInputs = {};
export type Change_Kind_Status_HintInputs = {};
export type Change_Kind_UnlistedInputs = {};
export type Change_Kind_Unlisted_HintInputs = {};
export type Change_Stop_DischargeInputs = {};
export type Change_Stop_Empty_ReturnInputs = {};
export type Change_Stop_ReleaseInputs = {};
export type Choose_FilesInputs = {};
export type Choose_NoneInputs = {};
export type Connection_CheckingInputs = {};
export type Copy_DoneInputs = {};
export type Copy_FailedInputs = {};
export type Copy_WhatInputs = {
    what: NonNullable<unknown>;
};
export type DismissInputs = {};
export type Draft_DiscardInputs = {};
export type Draft_Restored_FromInputs = {};
export type Draft_SavedInputs = {};
export type Empty_State_KeptInputs = {};
export type Error_Retries_ItselfInputs = {};
export type Export_AgencyInputs = {};
export type Export_CodeInputs = {};
export type Export_CurrencyInputs = {};
export type Export_Currency_Not_StatedInputs = {};
export type Export_DeliveryInputs = {};
export type Export_DestinationInputs = {};
export type Export_Free_Time_ChargedInputs = {};
export type Export_Free_Time_CurrencyInputs = {};
export type Export_Last_Free_DayInputs = {};
export type Export_Not_KnownInputs = {};
export type Export_OriginInputs = {};
export type Export_PickupInputs = {};
export type Export_PriceInputs = {};
export type Export_StatusInputs = {};
export type Failure_Address_UnreachableInputs = {
    host: NonNullable<unknown>;
};
export type Failure_Ask_AccessInputs = {};
export type Failure_Body_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_BrokeInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Broke_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Broke_UnknownInputs = {
    op: NonNullable<unknown>;
};
export type Failure_CancelledInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Check_Base_UrlInputs = {};
export type Failure_Check_ConnectionInputs = {};
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Connect_TimeoutInputs = {
    host: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Connection_RefusedInputs = {
    host: NonNullable<unknown>;
};
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Headers_TimeoutInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Input_InvalidInputs = {};
export type Failure_InternalInputs = {};
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
export type Failure_No_Such_AddressInputs = {
    host: NonNullable<unknown>;
    op: NonNullable<unknown>;
};
export type Failure_Not_FoundInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Not_Found_ChangedInputs = {};
export type Failure_Not_Found_Check_IdInputs = {};
export type Failure_Not_Sent_ParameterInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Not_Sent_RequestInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_RefusedInputs = {
    op: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Rejected_ReasonInputs = {
    op: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Failure_Rejected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Report_If_AgainInputs = {};
export type Failure_Request_TimeoutInputs = {
    op: NonNullable<unknown>;
};
export type Failure_ServerInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_AttemptsInputs = {
    count: NonNullable<unknown>;
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Server_ReportedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Large_UnknownInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Failure_Too_Many_RequestsInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Too_Many_Requests_WaitInputs = {
    op: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
export type Failure_Try_LaterInputs = {};
export type Failure_UnauthorizedInputs = {
    op: NonNullable<unknown>;
};
export type Failure_Unexpected_StatusInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Failure_Unknown_ChannelInputs = {
    channel: NonNullable<unknown>;
};
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
export type Failure_UnreadableInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Menu_AboutInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Actual_SizeInputs = {};
export type Menu_Bring_All_To_FrontInputs = {};
export type Menu_Close_WindowInputs = {};
export type Menu_CopyInputs = {};
export type Menu_CutInputs = {};
export type Menu_EditInputs = {};
export type Menu_ExitInputs = {};
export type Menu_FileInputs = {};
export type Menu_Full_ScreenInputs = {};
export type Menu_GoInputs = {};
export type Menu_HelpInputs = {};
export type Menu_HideInputs = {
    app: NonNullable<unknown>;
};
export type Menu_Hide_OthersInputs = {};
export type Menu_MinimizeInputs = {};
export type Menu_PasteInputs = {};
export type Menu_QuitInputs = {
    app: NonNullable<unknown>;
};
export type Menu_RedoInputs = {};
export type Menu_Select_AllInputs = {};
export type Menu_ServicesInputs = {};
export type Menu_Show_AllInputs = {};
export type Menu_Show_LogsInputs = {};
export type Menu_UndoInputs = {};
export type Menu_ViewInputs = {};
export type Menu_WindowInputs = {};
export type Menu_ZoomInputs = {};
export type Menu_Zoom_InInputs = {};
export type Menu_Zoom_OutInputs = {};
export type Nav_Group_ReferenceInputs = {};
export type Nav_Group_WorkInputs = {};
export type Nav_MainInputs = {};
export type No_Bridge_BodyInputs = {};
export type No_Bridge_TitleInputs = {};
export type Notice_AddedInputs = {};
export type Notice_CustomsInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_Eta_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Notice_Messages_LatestInputs = {
    count: NonNullable<unknown>;
    latest: NonNullable<unknown>;
};
export type Notice_NoneInputs = {};
export type Notice_Pickup_MovedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_ShipmentInputs = {
    code: NonNullable<unknown>;
};
export type Notice_Shipments_ChangedInputs = {
    count: NonNullable<unknown>;
};
export type Notice_StatusInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notice_UnlistedInputs = {};
export type Notices_Dismiss_OneInputs = {
    title: NonNullable<unknown>;
};
export type Notices_Dismiss_TitleInputs = {};
export type Notices_HintInputs = {};
export type Notices_LabelInputs = {};
export type Offline_Keeps_TryingInputs = {};
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
export type Offline_Never_AnsweredInputs = {};
export type Offline_TitleInputs = {};
export type Offline_What_WorksInputs = {};
export type Op_Auth_TokenInputs = {};
export type Op_Booking_BoxesInputs = {};
export type Op_Booking_PalletsInputs = {};
export type Op_Booking_Sea_FclInputs = {};
export type Op_Booking_Sea_LclInputs = {};
export type Op_Check_DocumentsInputs = {};
export type Op_Check_QuotesInputs = {};
export type Op_Check_Service_RecordsInputs = {};
export type Op_Check_Shipment_DetailInputs = {};
export type Op_Check_Shipment_ListInputs = {};
export type Op_Check_TariffsInputs = {};
export type Op_Documents_DownloadInputs = {};
export type Op_Documents_ListInputs = {};
export type Op_Documents_UploadInputs = {};
export type Op_Lookup_AirportsInputs = {};
export type Op_Lookup_ContainersInputs = {};
export type Op_Lookup_Pallet_TypesInputs = {};
export type Op_Lookup_PortsInputs = {};
export type Op_Lookup_Postal_CodesInputs = {};
export type Op_Pickup_TimesInputs = {};
export type Op_Quotes_DeleteInputs = {};
export type Op_Quotes_ListInputs = {};
export type Op_Quotes_SaveInputs = {};
export type Op_Rates_AirInputs = {};
export type Op_Rates_BoxesInputs = {};
export type Op_Rates_PalletsInputs = {};
export type Op_Rates_Sea_FclInputs = {};
export type Op_Rates_Sea_LclInputs = {};
export type Op_Sign_InInputs = {};
export type Op_Tariffs_ReportInputs = {};
export type Op_Tariffs_UploadInputs = {};
export type Op_Tracking_DetailInputs = {};
export type Op_Tracking_MessagesInputs = {};
export type Op_Tracking_ShipmentsInputs = {};
export type Op_Tracking_SwitchInputs = {};
export type Open_SettingsInputs = {};
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
export type Pdf_Air_FreightInputs = {};
export type Pdf_As_QuotedInputs = {};
export type Pdf_CarrierInputs = {};
export type Pdf_Carrier_NotesInputs = {};
export type Pdf_ChargeInputs = {};
export type Pdf_Chargeable_WeightInputs = {};
export type Pdf_Col_AmountInputs = {};
export type Pdf_Col_BasisInputs = {};
export type Pdf_Col_ChargeInputs = {};
export type Pdf_Col_ContainerInputs = {};
export type Pdf_Col_Counted_FromInputs = {};
export type Pdf_Col_Free_DaysInputs = {};
export type Pdf_Col_Free_TimeInputs = {};
export type Pdf_Col_PenaltyInputs = {};
export type Pdf_Col_Per_DayInputs = {};
export type Pdf_Count_BoxesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_Cargo_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_ContainersInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_Count_PiecesInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Pdf_DeliveryInputs = {};
export type Pdf_FlightsInputs = {};
export type Pdf_Free_TimeInputs = {};
export type Pdf_FromInputs = {};
export type Pdf_GoodsInputs = {};
export type Pdf_IncludedInputs = {};
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_Mode_AirInputs = {};
export type Pdf_Mode_BoxesInputs = {};
export type Pdf_Mode_PalletsInputs = {};
export type Pdf_Mode_Sea_FclInputs = {};
export type Pdf_Mode_Sea_LclInputs = {};
export type Pdf_No_ExpiryInputs = {};
export type Pdf_On_RequestInputs = {};
export type Pdf_PickupInputs = {};
export type Pdf_Pre_BookingInputs = {};
export type Pdf_Price_Includes_AllInputs = {};
export type Pdf_QuotationInputs = {};
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
export type Pdf_SailingInputs = {};
export type Pdf_Saved_QuoteInputs = {};
export type Pdf_SurchargeInputs = {};
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
export type Pdf_Terms_ValidInputs = {
    carrier: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Pdf_ToInputs = {};
export type Pdf_Total_All_InInputs = {};
export type Pdf_Total_Of_QuoteInputs = {};
export type Pdf_Total_PriceInputs = {};
export type Pdf_Total_Price_And_SurchargesInputs = {};
export type Pdf_Total_Sum_Of_ChargesInputs = {};
export type Pdf_TransitInputs = {};
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Pdf_VesselInputs = {};
export type Pdf_ViaInputs = {};
export type PenaltyInputs = {};
export type Progress_In_ProgressInputs = {};
export type Quote_PdfInputs = {};
export type RetryInputs = {};
export type Route_BookingInputs = {};
export type Route_Booking_SummaryInputs = {};
export type Route_DocumentsInputs = {};
export type Route_Documents_SummaryInputs = {};
export type Route_LookupsInputs = {};
export type Route_Lookups_SummaryInputs = {};
export type Route_QuotesInputs = {};
export type Route_Quotes_SummaryInputs = {};
export type Route_RatingInputs = {};
export type Route_Rating_SummaryInputs = {};
export type Route_SettingsInputs = {};
export type Route_Settings_SummaryInputs = {};
export type Route_TariffsInputs = {};
export type Route_Tariffs_SummaryInputs = {};
export type Route_TodayInputs = {};
export type Route_Today_SummaryInputs = {};
export type Route_TrackingInputs = {};
export type Route_Tracking_SummaryInputs = {};
export type Session_ConnectedInputs = {};
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
export type Session_No_Answer_YetInputs = {};
export type Session_No_ReasonInputs = {};
export type Session_RefusedInputs = {};
export type Session_Refused_ReasonInputs = {};
export type Session_Sign_InInputs = {};
export type Session_Sign_In_FailedInputs = {};
export type Session_Sign_OutInputs = {};
export type Session_Signed_OutInputs = {};
export type Session_Signing_InInputs = {};
export type Session_Trying_NowInputs = {};
export type Session_UnreachableInputs = {};
export type Session_Unreachable_ReasonInputs = {};
export type Settings_File_Unreadable_BodyInputs = {};
export type Settings_File_Unreadable_TitleInputs = {};
export type Store_Cannot_Save_BodyInputs = {};
export type Store_Cannot_Save_TitleInputs = {};
export type Store_CopiedInputs = {
    what: NonNullable<unknown>;
};
export type Store_Damaged_File_KeptInputs = {};
export type Store_File_PathInputs = {};
export type Store_Not_RebuiltInputs = {};
export type Store_Nothing_LostInputs = {};
export type Store_Nothing_ReadableInputs = {};
export type Store_Set_Aside_BodyInputs = {
    reason: NonNullable<unknown>;
};
export type Store_Set_Aside_TitleInputs = {};
export type SurchargesInputs = {};
export type Sync_CancelInputs = {};
export type Sync_Checking_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Checking_ListInputs = {};
export type Sync_FetchingInputs = {};
export type Sync_Kept_BeforeInputs = {};
export type Sync_Last_CancelledInputs = {
    when: NonNullable<unknown>;
};
export type Sync_Last_FailedInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Sync_NeverInputs = {};
export type Sync_Nothing_StoredInputs = {};
export type Sync_NowInputs = {};
export type Sync_Progress_LabelInputs = {};
export type Sync_State_UnknownInputs = {};
export type Sync_Stored_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_Stored_OfInputs = {
    count: NonNullable<unknown>;
    done: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
export type Sync_SyncingInputs = {};
export type Sync_UnreachableInputs = {
    message: NonNullable<unknown>;
};
export type Timeline_NewInputs = {};
export type Timeline_Time_Not_GivenInputs = {};
export type Topbar_Go_ToInputs = {};
export type Try_AgainInputs = {};
